import { legalLinks } from './footer-links';

describe('legalLinks', () => {
  it('puts the legal pages below the configured public site', () => {
    const links = legalLinks({ publicSiteUrl: 'https://www.fonds.nl' });
    expect(links).toHaveLength(7);
    expect(links[0]).toEqual({
      label: 'chrome.footer.accessibility',
      href: 'https://www.fonds.nl/toegankelijkheid',
    });
    expect(legalLinks({ publicSiteUrl: 'https://www.fonds.nl/pensioen/' })[1]?.href).toBe(
      'https://www.fonds.nl/pensioen/disclaimer',
    );
  });

  it('shows none rather than made-up ones when no public site is configured', () => {
    expect(legalLinks({})).toEqual([]);
  });

  it("reads the configuration's public site by default", () => {
    expect(legalLinks()[0]?.href).toBe('https://www.example.org/toegankelijkheid');
  });
});
