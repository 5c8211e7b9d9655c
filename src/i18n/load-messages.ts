// Dutch ships in the first bundle; English is fetched as its own chunk when first needed. Both are
// the locale files precompiled to ICU ASTs at build time (scripts/compile-messages.ts), so the
// bundle carries no ICU parser.
import type { MessageFormatElement } from 'react-intl';
import nl from 'virtual:compiled-messages/nl-NL';
import type { PortalLocale } from './locales';

export type Messages = Record<string, MessageFormatElement[]>;

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
    locale === 'en-GB' ? (await import('virtual:compiled-messages/en-GB')).default : nl;
  cache[locale] = loaded;
  return loaded;
}
