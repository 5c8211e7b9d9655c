// Emotion must stamp the page's CSP nonce on every style tag, or the strict policy blocks MUI styles.
import createCache, { type EmotionCache } from '@emotion/cache';

/** Reads the nonce the server put in `<meta property="csp-nonce">` (absent in the dev server). */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  return nonce && !nonce.startsWith('__') ? nonce : undefined;
}

/**
 * An Emotion cache carrying the nonce. `prepend` puts its style tags first in the head, so the
 * portal's static stylesheets, after them, win over MUI's rules of the same specificity.
 */
export function createStyleCache(doc: Document = document): EmotionCache {
  return createCache({ key: 'mp', nonce: readCspNonce(doc), prepend: true });
}

let portalCache: EmotionCache | undefined;

/**
 * The portal's one cache, made on first use. Every MUI scope shares it: a cache of its own per
 * page or modal would insert the same rules again each time one mounts.
 */
export function portalStyleCache(): EmotionCache {
  return (portalCache ??= createStyleCache());
}
