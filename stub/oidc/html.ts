// The shared HTML shell and headers of the provider's own pages (login, logout, errors): Dutch,
// one <main> landmark, the stylesheet from /oidc/static, and a strict CSP without any script.
import type { ServerResponse } from 'node:http';

/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A complete page; `body` is trusted HTML placed inside <main>. */
export function renderDocument(base: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${escapeHtml(base)}/static/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${escapeHtml(base)}/static/login.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** CSP for the provider's pages: no scripts at all; forms may only post here or to the portal. */
export function contentSecurityPolicy(portalOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${portalOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Headers every provider page gets. */
export function pageHeaders(portalOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': contentSecurityPolicy(portalOrigins),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

/** Writes a page to a plain node response. */
export function sendPage(
  res: ServerResponse,
  status: number,
  html: string,
  portalOrigins: readonly string[],
): void {
  res.writeHead(status, {
    ...pageHeaders(portalOrigins),
    'Content-Length': Buffer.byteLength(html),
  });
  res.end(html);
}
