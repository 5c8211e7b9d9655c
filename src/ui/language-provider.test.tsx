import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { renderWithPortal } from './testing/render';
import { useLanguage } from '../i18n/language-context';

function Probe() {
  const { locale, toggle, setLocale } = useLanguage();
  return (
    <>
      <p data-testid="locale">{locale}</p>
      <p data-testid="text">
        <FormattedMessage id="chrome.menu.inbox" />
      </p>
      <button type="button" onClick={toggle}>
        toggle
      </button>
      <button type="button" onClick={() => setLocale('en-GB')}>
        english
      </button>
    </>
  );
}

const text = () => screen.getByTestId('text');

describe('LanguageProvider', () => {
  afterEach(() => {
    document.documentElement.lang = 'nl';
  });

  it('shows Dutch by default, with html lang nl', () => {
    renderWithPortal(<Probe />);
    expect(text()).toHaveTextContent('Postvak');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('uses the preferred locale, and the temporary one over it', async () => {
    const { ports } = renderWithPortal(<Probe />, { session: { preferredLocale: 'en-GB' } });
    await waitFor(() => expect(text()).toHaveTextContent('Inbox'));
    expect(document.documentElement.lang).toBe('en');
    act(() => ports.updateSession({ temporaryLocale: 'nl-NL' }));
    await waitFor(() => expect(text()).toHaveTextContent('Postvak'));
    expect(document.documentElement.lang).toBe('nl');
  });

  it('switches to English with ?lang=en, for the session', async () => {
    const { ports } = renderWithPortal(<Probe />, { route: '/postvak?lang=en' });
    await waitFor(() => expect(text()).toHaveTextContent('Inbox'));
    expect(ports.getSession().temporaryLocale).toBe('en-GB');
    expect(document.documentElement.lang).toBe('en');
  });

  it('any other ?lang= value means Dutch', async () => {
    const { ports } = renderWithPortal(<Probe />, {
      route: '/?lang=de',
      session: { preferredLocale: 'en-GB' },
    });
    await waitFor(() => expect(ports.getSession().temporaryLocale).toBe('nl-NL'));
    expect(text()).toHaveTextContent('Postvak');
  });

  it('the toggle sets the session language and shows the language-changed notice', async () => {
    const { ports } = renderWithPortal(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(ports.getSession().temporaryLocale).toBe('en-GB');
    const dialog = await screen.findByRole('dialog', { name: 'Your language has been changed' });
    expect(within(dialog).getByRole('link', { name: 'Go to My data' })).toHaveAttribute(
      'href',
      '/mijn-profiel/mijn-gegevens',
    );
    expect(text()).toHaveTextContent('Inbox');
  });

  it('blocked English shows the Sorry notice and stays Dutch', async () => {
    const { ports } = renderWithPortal(<Probe />, {
      route: '/?lang=en',
      ports: { useEnglishBlocked: () => true },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sorry' });
    expect(dialog).toHaveTextContent('My pension is not yet available in English.');
    expect(ports.getSession().temporaryLocale).toBeUndefined();
    expect(text()).toHaveTextContent('Postvak');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('blocked English also stops an English preference', () => {
    renderWithPortal(<Probe />, {
      session: { preferredLocale: 'en-GB' },
      ports: { useEnglishBlocked: () => true },
    });
    expect(screen.getByTestId('locale')).toHaveTextContent('nl-NL');
  });
});

describe('a missing text', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is logged as an error in a production build too, where react-intl logs nothing', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderWithPortal(<FormattedMessage id="no.such.text" />);
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/MISSING_TRANSLATION.*no\.such\.text/),
      );
    } finally {
      logged.mockRestore();
    }
  });
});
