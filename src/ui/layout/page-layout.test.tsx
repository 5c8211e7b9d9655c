import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdFrames } from '../testing/held-frames';
import { renderWithPortal, type RenderOptions } from '../testing/render';
import { PageLayout, type PageLayoutProps } from './page-layout';

function renderLayout(options: RenderOptions = {}, props: Partial<PageLayoutProps> = {}) {
  return renderWithPortal(
    <PageLayout environment="test" {...props}>
      <h1>Pagina</h1>
    </PageLayout>,
    options,
  );
}

const mainMenu = () => screen.queryByRole('navigation', { name: 'Hoofdmenu' });

describe('PageLayout', () => {
  it('has banner, navigation, main and footer landmarks', async () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(mainMenu()).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Pagina');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders the footer only once the first frame is painted', async () => {
    const frames = holdFrames();
    try {
      renderLayout();
      // First render: header and page, no footer.
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(screen.queryByRole('contentinfo')).toBeNull();
      // The frame is painted: the footer follows.
      act(() => frames.paint());
      expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    } finally {
      frames.restore();
    }
  });

  it('starts with a skip link that moves focus to main', async () => {
    renderLayout();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Naar de inhoud' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('lists the main menu with aria-current on the active item', () => {
    renderLayout({ route: '/mijn-pensioen/hoogte-pensioen' });
    const menu = mainMenu() as HTMLElement;
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(names).toEqual([
      ['Overzicht', '/'],
      ['Mijn pensioen', '/mijn-pensioen'],
      ['Zelf regelen', '/zelf-regelen'],
      ['Postvak', '/postvak'],
      ['Contact', '/contact'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Mijn pensioen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Overzicht' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows the unread count on Inbox', () => {
    renderLayout({ session: { unreadMessages: [{ id: '1' }, { id: '2' }] } });
    const inbox = within(mainMenu() as HTMLElement).getByRole('link', {
      name: 'Postvak, 2 ongelezen berichten',
    });
    expect(within(inbox).getByTestId('unread-badge')).toHaveTextContent('2');
  });

  it('takes the count from the unread-count port (the header asks for the inbox itself)', () => {
    const useUnreadCount = vi.fn(() => 3);
    renderLayout({ session: {}, ports: { useUnreadCount } });
    expect(useUnreadCount).toHaveBeenCalled();
    const inbox = within(mainMenu() as HTMLElement).getByRole('link', {
      name: 'Postvak, 3 ongelezen berichten',
    });
    expect(within(inbox).getByTestId('unread-badge')).toHaveTextContent('3');
  });

  it('has a menu button for narrow screens that toggles the list', async () => {
    renderLayout();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).toHaveAttribute('data-open', 'true');
  });

  it.each(['/overzicht-pensioenen', '/foutmelding'])(
    'hides the main menu and the logo home link on %s',
    (route) => {
      renderLayout({ route });
      expect(mainMenu()).toBeNull();
      expect(screen.queryByRole('link', { name: 'Mijn pensioen, naar de homepagina' })).toBeNull();
      expect(screen.getByRole('img', { name: 'Mijn pensioen' })).toBeInTheDocument();
    },
  );

  it('links the logo home elsewhere', () => {
    renderLayout({ route: '/postvak' });
    expect(screen.getByRole('link', { name: 'Mijn pensioen, naar de homepagina' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('leaves out the parts the route hides', () => {
    renderLayout({}, { hide: ['header', 'footer'] });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it.each([
    ['AAD', 'staff', 'u bent ingelogd als medewerker'],
    ['AdvisorOneWelcome', 'advisor', 'u bent ingelogd als adviseur'],
  ] as const)('shows the read-only bar for %s', (authMethod, role, text) => {
    renderLayout({ session: { authMethod } });
    const bar = screen.getByTestId('read-only-bar');
    expect(bar).toHaveAttribute('data-role', role);
    expect(bar).toHaveTextContent(text);
    expect(bar).toHaveTextContent('U kunt en mag geen wijzigingen doorvoeren.');
  });

  it('has no read-only bar for a member', () => {
    renderLayout({ session: { authMethod: 'OneWelcome' } });
    expect(screen.queryByTestId('read-only-bar')).toBeNull();
  });

  it('the key icon opens the user-rights modal', async () => {
    const { ports } = renderLayout();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Gebruikersrechten bekijken' }),
    );
    expect(ports.getSession().showUserPermissionsModal).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Gebruikersrechten' })).toBeInTheDocument();
  });
});

describe('profile menu', () => {
  async function openMenu() {
    const button = screen.getByRole('button', { name: 'Profiel' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByTestId('profile-menu');
    expect(panel).toBeVisible();
    return panel;
  }
  const itemNames = (menu: HTMLElement) =>
    within(menu)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('has My profile, the language switch and Log out for one pension', async () => {
    renderLayout();
    expect(screen.getByTestId('profile-menu')).not.toBeVisible();
    // The closed menu's items are not rendered at all (the first render of every page).
    expect(
      within(screen.getByTestId('profile-menu')).queryAllByRole('listitem', { hidden: true }),
    ).toEqual([]);
    const menu = await openMenu();
    expect(itemNames(menu)).toEqual(['Mijn profiel', 'English', 'Uitloggen']);
    expect(within(menu).getByRole('link', { name: 'Mijn profiel' })).toHaveAttribute(
      'href',
      '/mijn-profiel',
    );
    expect(within(menu).getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('closes on Escape and returns focus to its button', async () => {
    renderLayout();
    const menu = await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Profiel' })).toHaveFocus();
  });

  it('closes on a click elsewhere', async () => {
    renderLayout();
    const menu = await openMenu();
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(menu).not.toBeVisible();
  });

  it('adds the pensions overview with more than one pension, except on it', async () => {
    renderLayout({ ports: { usePensionCount: () => 2 } });
    const menu = await openMenu();
    expect(itemNames(menu)).toContain('Overzicht pensioenen');
    expect(within(menu).getByRole('link', { name: 'Overzicht pensioenen' })).toHaveAttribute(
      'href',
      '/overzicht-pensioenen',
    );
  });

  it('leaves the pensions overview out when already there', async () => {
    renderLayout({ route: '/overzicht-pensioenen', ports: { usePensionCount: () => 2 } });
    expect(itemNames(await openMenu())).not.toContain('Overzicht pensioenen');
  });

  it('adds Devbox in development only', async () => {
    renderLayout({}, { environment: 'development' });
    expect(itemNames(await openMenu())).toContain('Devbox');
  });

  it('Log out calls onLogout', async () => {
    const onLogout = vi.fn();
    renderLayout({}, { onLogout });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Uitloggen' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('Log out uses the sign-out port by default', async () => {
    const signOut = vi.fn();
    renderLayout({ ports: { signOut } });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Uitloggen' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('the language switch changes the language for the session', async () => {
    const { ports } = renderLayout();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'English' }));
    expect(ports.getSession().temporaryLocale).toBe('en-GB');
    expect(
      await screen.findByRole('dialog', { name: 'Your language has been changed' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Main menu', hidden: true })).toBeTruthy(),
    );
  });
});
