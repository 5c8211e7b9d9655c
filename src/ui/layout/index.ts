export { PageLayout, type PageLayoutProps } from './page-layout';
export { chromeFor, sessionPaths, type ChromePart, type Chrome } from './chrome-rules';
export { Header } from './header';
export { Footer, portalVersion, type FooterProps } from './footer';
export { MainMenu } from './main-menu';
export { ProfileMenu } from './profile-menu';
export { ReadOnlyBar, readOnlyRole } from './read-only-bar';
export { SkipLink, MAIN_ID } from './skip-link';
