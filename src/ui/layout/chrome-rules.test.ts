import { chromeFor } from './chrome-rules';

describe('chromeFor', () => {
  it('shows everything on an ordinary page', () => {
    const chrome = chromeFor('/mijn-pensioen');
    expect(Object.values(chrome.show).every(Boolean)).toBe(true);
    expect(chrome.logoLinksHome).toBe(true);
  });

  it.each(['/overzicht-pensioenen', '/foutmelding', '/foutmelding/'])(
    '%s: no main menu, logo not linked, no footer help',
    (path) => {
      const chrome = chromeFor(path);
      expect(chrome.show.mainMenu).toBe(false);
      expect(chrome.logoLinksHome).toBe(false);
      expect(chrome.show.footerHelp).toBe(false);
      expect(chrome.show.profileMenu).toBe(true);
    },
  );

  it('session pages drop footer help and the idle watch but keep the menu', () => {
    const chrome = chromeFor('/onderhoud');
    expect(chrome.show.footerHelp).toBe(false);
    expect(chrome.show.idle).toBe(false);
    expect(chrome.show.mainMenu).toBe(true);
  });

  it('adds the hidden parts of the route', () => {
    const chrome = chromeFor('/', ['footer', 'profileMenu']);
    expect(chrome.show.footer).toBe(false);
    expect(chrome.show.profileMenu).toBe(false);
    expect(chrome.show.header).toBe(true);
  });
});
