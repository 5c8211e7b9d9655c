import { screen, within } from '@testing-library/react';
import type { PortalEnvironment } from '../../config/portal-config';
import { renderWithPortal } from '../testing/render';
import { Footer } from './footer';

function renderFooter(environment: PortalEnvironment, showHelp = true, stubId?: string) {
  return renderWithPortal(
    <Footer
      environment={environment}
      showHelp={showHelp}
      stubId={stubId}
      onShowUserRights={() => {}}
    />,
  );
}

const legal = [
  'Toegankelijkheid',
  'Disclaimer',
  'Privacy',
  'Cookies',
  'Fraudebeleid',
  'Beleggingsbeleid',
  'Meldpunt digitale kwetsbaarheden',
];

describe('Footer', () => {
  it('shows the partner logo, sitemap, legal links and the version everywhere', () => {
    renderFooter('production');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'Logo van onze partner' })).toBeInTheDocument();
    const nav = within(footer).getByRole('navigation', { name: 'Voettekst' });
    expect(within(nav).getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap');
    for (const name of legal) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByTestId('footer-version')).toHaveTextContent('Versie 1.30.1');
    expect(screen.getByRole('link', { name: 'Contact en hulp' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('production: the environment, but no user-rights key', () => {
    renderFooter('production');
    expect(screen.getByTestId('footer-environment')).toHaveTextContent('Omgeving: productie');
    expect(screen.queryByRole('button', { name: 'Gebruikersrechten bekijken' })).toBeNull();
  });

  it.each([
    ['test', 'Omgeving: test'],
    ['development', 'Omgeving: ontwikkeling'],
  ] as const)('%s: environment and the user-rights key', (environment, text) => {
    renderFooter(environment);
    expect(screen.getByTestId('footer-environment')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Gebruikersrechten bekijken' })).toBeInTheDocument();
  });

  it('shows the stub indicator with a stub id', () => {
    renderFooter('test', true, 'member-active');
    expect(screen.getByTestId('footer-stub')).toHaveTextContent('Stub: member-active');
  });

  it('leaves out question mark, sitemap and key on session pages', () => {
    renderFooter('test', false);
    expect(screen.queryByRole('link', { name: 'Sitemap' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Contact en hulp' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gebruikersrechten bekijken' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Privacy' })).toBeInTheDocument();
  });
});
