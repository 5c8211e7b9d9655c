// Emotion must stamp the page's CSP nonce on every style tag, or the strict policy blocks MUI styles.
import createCache, { type EmotionCache } from '@emotion/cache';

/** Reads the nonce the server put in `<meta property="csp-nonce">` (absent in the dev server). */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  return nonce && !nonce.startsWith('__') ? nonce : undefined;
}

/** One Emotion cache for the whole app, carrying the nonce. */
export function createStyleCache(doc: Document = document): EmotionCache {
  return createCache({ key: 'mp', nonce: readCspNonce(doc), prepend: true });
}
