// Shared by the preview server and its tests: which paths are the back end's, and the page CSP.

/**
 * Path prefixes of spec section 7 (and the stub's own /__stub) that belong to the back end.
 */
export const apiPathPattern =
  '^/(plexus|Plexus|messagebox|PolicyDocuments|imageNow|Co2|settings|lookup|ParticipantPermission|Reports|reports|__stub)(/|\\?|$)';

/** Vite writes this into index.html; the preview server swaps it for a fresh nonce per answer. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The Content-Security-Policy of every portal page: scripts only from our origin, styles only
 * from our origin or with this answer's nonce (Emotion's style tags carry it).
 */
export function contentSecurityPolicy({
  nonce,
  issuer,
}: {
  nonce: string;
  issuer: string;
}): string {
  const op = new URL(issuer).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${op}`,
    // Documents are shown from blob: URLs; the provider is never framed (docs/adr/0006).
    "frame-src 'self' blob:",
    `form-action 'self' ${op}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
