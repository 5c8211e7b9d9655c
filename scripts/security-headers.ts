// One source for the page headers and the back end's paths, shared by the preview server
// (vite.config.ts) and the nginx site (deploy/nginx.conf, checked against this file by
// scripts/nginx-template.test.ts).

/** First path segments of spec section 7: the back end's, proxied by every server of the portal. */
const BACKEND_PATHS = [
  'plexus',
  'Plexus',
  'messagebox',
  'PolicyDocuments',
  'imageNow',
  'Co2',
  'settings',
  'lookup',
  'ParticipantPermission',
  'Reports',
  'reports',
];

/** A pattern for paths whose first segment is one of `segments`. */
const pathPattern = (segments: readonly string[]) => `^/(${segments.join('|')})(/|\\?|$)`;

/** The back end's paths (spec section 7). */
export const backendPathPattern = pathPattern(BACKEND_PATHS);

/**
 * The back end's paths, the stub's own `/__stub` (tester endpoints and the test-only login) and
 * `/analytics` (the first-party collect path, which a production web server sends to the tag
 * service): what the dev and preview servers proxy to the stub.
 */
export const apiPathPattern = pathPattern([...BACKEND_PATHS, '__stub', 'analytics']);

/** Vite writes this into index.html; the server swaps it for a fresh nonce per answer. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Headers every answer carries, whatever serves it. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * HTTPS only, for a year, on the portal's host and below it. Sent by the production web server;
 * browsers ignore it over plain HTTP, so the preview server leaves it out.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

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
