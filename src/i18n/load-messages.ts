// Dutch core texts ship in the first bundle; English is fetched as its own chunk when first
// needed. The texts of the pages beyond the first load (`/more`) come with those pages
// (`loadAllMessages`, called by the route table's page loader). All are the locale files
// precompiled to ICU ASTs at build time (scripts/compile-messages.ts), so the bundle carries no
// ICU parser.
import type { MessageFormatElement } from 'react-intl';
import nl from 'virtual:compiled-messages/nl-NL';
import type { PortalLocale } from './locales';

export type Messages = Record<string, MessageFormatElement[]>;

type Loader = () => Promise<{ default: Messages }>;

const coreLoaders: Record<PortalLocale, Loader> = {
  'nl-NL': async () => ({ default: nl }),
  'en-GB': () => import('virtual:compiled-messages/en-GB'),
};
const moreLoaders: Record<PortalLocale, Loader> = {
  'nl-NL': () => import('virtual:compiled-messages/nl-NL/more'),
  'en-GB': () => import('virtual:compiled-messages/en-GB/more'),
};

const cache: Partial<Record<PortalLocale, Messages>> = { 'nl-NL': nl };
const complete = new Set<PortalLocale>();
const listeners = new Set<() => void>();
let wantAll = false;
let version = 0;

/** Messages loaded so far for a locale, if any. */
export function loadedMessages(locale: PortalLocale): Messages | undefined {
  return cache[locale];
}

/** True when a locale has every message the pages shown so far need. */
export function messagesReady(locale: PortalLocale): boolean {
  return cache[locale] !== undefined && (!wantAll || complete.has(locale));
}

/** Loads (once) the messages of a locale: the core, and the rest once a page has needed it. */
export async function loadMessages(locale: PortalLocale): Promise<Messages> {
  cache[locale] ??= (await coreLoaders[locale]()).default;
  if (wantAll && !complete.has(locale)) {
    const more = (await moreLoaders[locale]()).default;
    cache[locale] = { ...cache[locale], ...more };
    complete.add(locale);
    version += 1;
    listeners.forEach((listener) => listener());
  }
  return cache[locale];
}

/** Loads every message of each locale loaded so far; later locales load whole. */
export async function loadAllMessages(): Promise<void> {
  wantAll = true;
  const locales = Object.keys(cache) as PortalLocale[];
  await Promise.all(locales.map(loadMessages));
}

/** For useSyncExternalStore: changes whenever a locale's messages grow. */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const messagesVersion = () => version;
