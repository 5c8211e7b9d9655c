// The page frame every route is wrapped in: skip link, header (read-only bar, logo, main menu,
// profile menu), <main id="main">, footer, and the inactivity watch.
import { lazy, memo, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePageView } from '../../analytics/use-page-view';
import { portalConfig, type PortalEnvironment } from '../../config/portal-config';
import { useLanguage } from '../../i18n/language-context';
import { useAfterPaint } from '../after-paint';
import { useUiPorts, useUiSession } from '../session-port';
import { chromeFor, type ChromePart } from './chrome-rules';
import { CodeLoadBoundary } from '../new-version/code-load-boundary';
import { NewVersionGuard } from '../new-version/new-version-page';
import styles from './chrome.module.css';
import { Footer } from './footer';
import { Header } from './header';
import { MAIN_ID, SkipLink } from './skip-link';

// Header and footer render again only when their own props change: a change of the query alone
// (a wizard step) re-renders the page, not the frame around it.
const PageHeader = memo(Header);
const PageFooter = memo(Footer);
// Main is at least a screen high (chrome.module.css), so the footer starts below the first screen
// and does not jump down while the page's data arrives (layout shift). That is also why the footer
// can wait for the first paint: it is never part of the first screen, and it is 34 of a wizard
// page's 120 elements, each an Emotion-styled MUI part.

// The inactivity watch (react-idle-timer and its modal) loads after the page has been painted, as
// its own chunk.
const IdleGuard = lazy(() => import('../idle/idle-guard').then((m) => ({ default: m.IdleGuard })));

export interface PageLayoutProps {
  children: ReactNode;
  /** Chrome parts this route leaves out (on top of the path rules). */
  hide?: readonly ChromePart[];
  /** Log out action; default the sign-out port. */
  onLogout?: () => void;
  /** Default the configured environment (tests set it). */
  environment?: PortalEnvironment;
  /** Wrap the page in a centred container (default true). */
  contained?: boolean;
}

export function PageLayout({
  children,
  hide,
  onLogout,
  environment = portalConfig().environment,
  contained = true,
}: PageLayoutProps) {
  const { pathname } = useLocation();
  const ports = useUiPorts();
  const session = useUiSession();
  const pensionCount = ports.usePensionCount();
  const unread = ports.useUnreadCount();
  const { language } = useLanguage();
  const chrome = useMemo(() => chromeFor(pathname, hide), [pathname, hide]);
  usePageView(language);
  const signOut = useCallback(() => void ports.signOut(), [ports]);
  const logout = onLogout ?? signOut;
  // The footer and the idle guard's code come once the page is on screen.
  const afterPaint = useAfterPaint();
  const showUserRights = useCallback(
    () => ports.updateSession({ showUserPermissionsModal: true }),
    [ports],
  );
  return (
    <div className={styles.layout}>
      <SkipLink />
      {chrome.show.header && (
        <PageHeader
          chrome={chrome}
          session={session}
          pensionCount={pensionCount}
          unread={unread}
          environment={environment}
          onLogout={logout}
        />
      )}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {/* A failed code load (a new release meanwhile) shows the new-version page here. */}
        {contained ? (
          <div className={styles.container}>
            <NewVersionGuard>{children}</NewVersionGuard>
          </div>
        ) : (
          <NewVersionGuard>{children}</NewVersionGuard>
        )}
      </main>
      {chrome.show.footer && afterPaint && (
        <PageFooter
          environment={environment}
          showHelp={chrome.show.footerHelp}
          stubId={session.stubId}
          onShowUserRights={showUserRights}
        />
      )}
      {chrome.show.idle && environment !== 'production' && afterPaint && (
        <CodeLoadBoundary>
          <Suspense fallback={null}>
            <IdleGuard onSignOut={logout} />
          </Suspense>
        </CodeLoadBoundary>
      )}
    </div>
  );
}
