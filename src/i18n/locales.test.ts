import { htmlLang, localeFromQuery, resolveLocale } from './locales';

describe('language rule', () => {
  it('prefers temporaryLocale, then preferredLocale, then Dutch', () => {
    expect(resolveLocale({ temporaryLocale: 'en-GB', preferredLocale: 'nl-NL' })).toBe('en-GB');
    expect(resolveLocale({ temporaryLocale: 'nl-NL', preferredLocale: 'en-GB' })).toBe('nl-NL');
    expect(resolveLocale({ preferredLocale: 'en-GB' })).toBe('en-GB');
    expect(resolveLocale({})).toBe('nl-NL');
  });

  it('reads ?lang=: en is English, anything else Dutch, absent is no wish', () => {
    expect(localeFromQuery('?lang=en')).toBe('en-GB');
    expect(localeFromQuery('?lang=nl')).toBe('nl-NL');
    expect(localeFromQuery('?lang=fr')).toBe('nl-NL');
    expect(localeFromQuery('?lang=')).toBe('nl-NL');
    expect(localeFromQuery('?foo=1')).toBeUndefined();
    expect(localeFromQuery('')).toBeUndefined();
  });

  it('maps locales to html lang', () => {
    expect(htmlLang('en-GB')).toBe('en');
    expect(htmlLang('nl-NL')).toBe('nl');
  });
});
