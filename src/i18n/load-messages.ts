// Dutch core texts ship in the first bundle; English is fetched as its own chunk when first
// needed. The texts of the pages beyond the first load come with those pages, in bundles:
// `pages` (every page's texts), `flows` (every wizard's texts, `flow.*`) and `flows/<flowId>`
// (what one wizard shows, the engine's own texts included), loaded by the route table's page
// loader (`loadPageMessages`, `loadAllMessages`, `loadFlowMessages`). All are the locale files
// precompiled to ICU ASTs at build time (scripts/compile-messages.ts), so the bundle carries no
// ICU parser.
import type { MessageFormatElement } from 'react-intl';
import nl from 'virtual:compiled-messages/nl-NL';
import { flowMessageLoaders } from 'virtual:flow-messages';
import type { PortalLocale } from './locales';

export type Messages = Record<string, MessageFormatElement[]>;

type Loader = () => Promise<{ default: Messages }>;

/** The bundles beyond the core (see scripts/compile-messages.ts). */
type Bundle = 'pages' | 'flows' | `flows/${string}`;

const coreLoaders: Record<PortalLocale, Loader> = {
  'nl-NL': async () => ({ default: nl }),
  'en-GB': () => import('virtual:compiled-messages/en-GB'),
};
const bundleLoaders: Record<'pages' | 'flows', Record<PortalLocale, Loader>> = {
  pages: {
    'nl-NL': () => import('virtual:compiled-messages/nl-NL/pages'),
    'en-GB': () => import('virtual:compiled-messages/en-GB/pages'),
  },
  flows: {
    'nl-NL': () => import('virtual:compiled-messages/nl-NL/flows'),
    'en-GB': () => import('virtual:compiled-messages/en-GB/flows'),
  },
};

/** No texts: the bundle of a flow no file claims (its route shows the placeholder page). */
const none: Loader = async () => ({ default: {} });

/** The loader of a bundle in a locale. */
function bundleLoader(bundle: Bundle, locale: PortalLocale): Loader {
  if (bundle === 'pages' || bundle === 'flows') return bundleLoaders[bundle][locale];
  const flowId = bundle.slice('flows/'.length);
  return Object.hasOwn(flowMessageLoaders, flowId)
    ? (flowMessageLoaders[flowId]?.[locale] ?? none)
    : none;
}

const cache: Partial<Record<PortalLocale, Messages>> = { 'nl-NL': nl };
/** The bundles merged into each locale's messages so far. */
const merged: Record<PortalLocale, Set<Bundle>> = { 'nl-NL': new Set(), 'en-GB': new Set() };
/** The bundles the pages shown so far need, in every locale. */
const wanted = new Set<Bundle>();
const listeners = new Set<() => void>();
let version = 0;

/** Messages loaded so far for a locale, if any. */
export function loadedMessages(locale: PortalLocale): Messages | undefined {
  return cache[locale];
}

/** True when a locale has every message the pages shown so far need. */
export function messagesReady(locale: PortalLocale): boolean {
  return cache[locale] !== undefined && [...wanted].every((bundle) => merged[locale].has(bundle));
}

/** Loads (once) the messages of a locale: the core, and each bundle once a page has needed it. */
export async function loadMessages(locale: PortalLocale): Promise<Messages> {
  const loaded = (cache[locale] ??= (await coreLoaders[locale]()).default);
  const missing = [...wanted].filter((bundle) => !merged[locale].has(bundle));
  if (missing.length === 0) return loaded;
  const parts = await Promise.all(missing.map((bundle) => bundleLoader(bundle, locale)()));
  // What other loads merged meanwhile stays.
  const messages: Messages = Object.assign({}, cache[locale], ...parts.map((part) => part.default));
  cache[locale] = messages;
  missing.forEach((bundle) => merged[locale].add(bundle));
  version += 1;
  listeners.forEach((listener) => listener());
  return messages;
}

/** Adds `bundles` to every locale loaded so far; later locales load with them. */
async function loadBundles(bundles: readonly Bundle[]): Promise<void> {
  bundles.forEach((bundle) => wanted.add(bundle));
  const locales = Object.keys(cache) as PortalLocale[];
  await Promise.all(locales.map(loadMessages));
}

/** Loads the texts of every page that is not a wizard. */
export const loadPageMessages = () => loadBundles(['pages']);

/** Loads every text: the pages' and the wizards' (the studio and its previews show any flow). */
export const loadAllMessages = () => loadBundles(['pages', 'flows']);

/**
 * Loads what the wizard of one flow shows: its flow's texts and the engine's (the ids
 * scripts/flow-message-ids.ts chooses), and no other page's.
 */
export const loadFlowMessages = (flowId: string) => loadBundles([`flows/${flowId}`]);

/** For useSyncExternalStore: changes whenever a locale's messages grow. */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const messagesVersion = () => version;
