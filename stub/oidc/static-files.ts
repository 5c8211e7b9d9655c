// The static files of the provider's pages (/oidc/static/…): the stylesheet, served as a file so
// the CSP can stay `style-src 'self'` without nonces, and a favicon so browsers do not hit the API.
// Colours meet WCAG 2.1 AA contrast (most reach AAA).
import type { ServerResponse } from 'node:http';

export const LOGIN_CSS = `*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:100%;line-height:1.5;color:#1a1a1a;background:#f4f5f7}
body{margin:0;padding:2rem 1rem}
main{max-width:40rem;margin:0 auto;background:#fff;border:1px solid #c8ccd2;border-radius:.5rem;padding:1.5rem 2rem}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.25rem;margin:2rem 0 .5rem}
p{margin:0 0 1rem}
label{display:block;font-weight:700;margin-bottom:.25rem}
.hint{color:#454b52;margin:0 0 .5rem}
.error{color:#a4000f;font-weight:700;margin:0 0 .5rem;padding:.5rem .75rem;border-left:4px solid #a4000f;background:#fdf2f3}
input[type=text]{display:block;width:100%;font:inherit;padding:.5rem .75rem;border:2px solid #5c6670;border-radius:.25rem;margin-bottom:1rem;color:#1a1a1a;background:#fff}
input[aria-invalid=true]{border-color:#a4000f}
button{font:inherit;font-weight:700;cursor:pointer;padding:.5rem 1.25rem;border-radius:.25rem;border:2px solid #0b4f8a;background:#0b4f8a;color:#fff}
button:hover{background:#083a66;border-color:#083a66}
button.secondary{background:#fff;color:#0b4f8a;text-align:left}
button.secondary:hover{background:#e8f0f8}
:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
.personas{list-style:none;padding:0;margin:0}
.personas li{border-top:1px solid #c8ccd2;padding:.75rem 0}
.personas p{margin:.25rem 0 0;color:#454b52}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#eef0f3;padding:0 .25rem;border-radius:.2rem}
`;

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#0b4f8a"/><path d="M4 8h8M8 4v8" stroke="#fff" stroke-width="2"/></svg>`;

const FILES: Record<string, { type: string; body: string }> = {
  '/static/login.css': { type: 'text/css; charset=utf-8', body: LOGIN_CSS },
  '/static/favicon.svg': { type: 'image/svg+xml', body: FAVICON_SVG },
};

/** Answers `path` (below the mount) when it is one of the static files; false otherwise. */
export function serveStatic(
  path: string,
  method: string | undefined,
  res: ServerResponse,
): boolean {
  const file = FILES[path];
  if (!file || (method !== 'GET' && method !== 'HEAD')) return false;
  res.writeHead(200, {
    'Content-Type': file.type,
    'Content-Length': Buffer.byteLength(file.body),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(method === 'HEAD' ? undefined : file.body);
  return true;
}
