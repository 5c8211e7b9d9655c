// The two locales (spec section 9) and the language rule of spec section 4.
import type { PortalLocale } from '../session/session-types';

export type { PortalLocale };

/** Dutch is the source language and the fallback. */
export const DEFAULT_LOCALE: PortalLocale = 'nl-NL';

/** The `<html lang>` value of a locale. */
export function htmlLang(locale: PortalLocale): 'nl' | 'en' {
  return locale === 'en-GB' ? 'en' : 'nl';
}

/** Active language: temporaryLocale, else preferredLocale, else Dutch. */
export function resolveLocale(session: {
  temporaryLocale?: PortalLocale;
  preferredLocale?: PortalLocale;
}): PortalLocale {
  return session.temporaryLocale ?? session.preferredLocale ?? DEFAULT_LOCALE;
}

/** `?lang=en` means English; any other value Dutch; no parameter: no wish (undefined). */
export function localeFromQuery(search: string): PortalLocale | undefined {
  const lang = new URLSearchParams(search).get('lang');
  if (lang === null) return undefined;
  return lang === 'en' ? 'en-GB' : 'nl-NL';
}
