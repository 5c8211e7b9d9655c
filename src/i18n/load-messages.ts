// Dutch ships in the first bundle; English is fetched as its own chunk when first needed.
import nl from '../../locales/nl-NL.json';
import type { PortalLocale } from './locales';

export type Messages = Record<string, string>;

const cache: Partial<Record<PortalLocale, Messages>> = { 'nl-NL': nl };

/** Messages already loaded for a locale, if any. */
export function loadedMessages(locale: PortalLocale): Messages | undefined {
  return cache[locale];
}

/** Loads (once) the messages of a locale. */
export async function loadMessages(locale: PortalLocale): Promise<Messages> {
  const known = cache[locale];
  if (known) return known;
  const loaded: Messages =
    locale === 'en-GB' ? (await import('../../locales/en-GB.json')).default : nl;
  cache[locale] = loaded;
  return loaded;
}
