// Issue 21: what `curl -I` of the portal behind nginx shows. Every page answer, HEAD or GET,
// carries the preview server's headers with the same values (scripts/security-headers.ts), HSTS
// and a CSP whose nonce is fresh and is the one in the page; index.html and /config.json are
// never kept, the hashed build files are kept for good and come Brotli- or gzip-compressed; the
// back end's paths reach the stub, the stub's own do not.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { providerPort } from './support/lanes';
import { expectRoutePreloads } from './support/route-preloads';
import {
  contentSecurityPolicy,
  NONCE_PLACEHOLDER,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from '../scripts/security-headers';

const html = { Accept: 'text/html' };
const issuer = () => `http://localhost:${providerPort()}/oidc`;
const nonceOf = (answer: APIResponse) =>
  /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1] ?? '';

/** The headers every answer of the portal carries, the CSP with `nonce`. */
function expectPortalHeaders(answer: APIResponse, nonce: string): void {
  const headers = answer.headers();
  expect(headers['content-security-policy']).toBe(
    contentSecurityPolicy({ nonce, issuer: issuer() }),
  );
  expect(headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name.toLowerCase()], name).toBe(value);
  }
}

test('issue 21: a page, HEAD or GET, has every header and a fresh nonce that is the page’s own, and is never kept', async ({
  request,
}) => {
  const answers = [
    await request.head('/', { headers: html }),
    await request.get('/', { headers: html }),
    await request.get('/mijn-pensioen/hoogte-pensioen', { headers: html }),
  ];
  const nonces = answers.map(nonceOf);
  for (const [index, answer] of answers.entries()) {
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(nonces[index]).toMatch(/^[0-9a-f]{32}$/);
    expectPortalHeaders(answer, nonces[index]!);
  }
  expect(new Set(nonces).size).toBe(answers.length);

  // The page's placeholders all became its answer's nonce: the entry script, the stylesheet, the
  // inline first-paint style, and the meta element the portal hands to Emotion.
  for (const [index, answer] of answers.slice(1).entries()) {
    const page = await answer.text();
    expect(page).not.toContain(NONCE_PLACEHOLDER);
    expect(page.match(/nonce="([^"]+)"/g)?.length).toBeGreaterThanOrEqual(4);
    expect(new Set(page.match(/nonce="([^"]+)"/g))).toEqual(
      new Set([`nonce="${nonces[index + 1]}"`]),
    );
  }
});

test('issue 21: /config.json is the configured file and is never kept', async ({ request }) => {
  const answer = await request.get('/config.json');
  expect(answer.headers()['cache-control']).toBe('no-store');
  expectPortalHeaders(answer, nonceOf(answer));
  // `npm run serve` serves stub/portal-config.json, the portal's configuration for the stub.
  const file = join(import.meta.dirname, '..', 'stub', 'portal-config.json');
  if (existsSync(file)) {
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/json');
    expect(await answer.text()).toBe(readFileSync(file, 'utf8'));
  } else {
    expect(answer.status()).toBe(404);
  }
});

test('issue 21: the hashed build files are kept for good and come Brotli- or gzip-compressed; a missing one is a 404 that is not kept', async ({
  request,
}) => {
  const page = await (await request.get('/', { headers: html })).text();
  const assets = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  expect(assets.some((path) => path.endsWith('.js'))).toBe(true);
  expect(assets.some((path) => path.endsWith('.css'))).toBe(true);
  for (const path of assets) {
    const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], path).toBeUndefined();
    for (const [accepted, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await request.get(path, { headers: { 'Accept-Encoding': accepted } });
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['content-encoding'], `${path} for ${accepted}`).toBe(sent);
      expect(answer.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(answer.headers().vary, path).toBe('Accept-Encoding');
      expectPortalHeaders(answer, nonceOf(answer));
      expect((await answer.body()).equals(await plain.body()), path).toBe(true);
    }
  }

  const missing = await request.get('/assets/index-missing.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
});

test('issue 21: the back end paths go to the back end; the stub’s own tester paths do not', async ({
  request,
}) => {
  // No token: the stub itself refuses (a page would be 200 HTML).
  const api = await request.get('/plexus/policies/20045871');
  expect(api.status()).toBe(401);
  expect(api.headers()['content-type']).toContain('application/json');
  const stubOnly = await request.get('/__stub/personas', { headers: html });
  expect(stubOnly.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await stubOnly.text()).toContain('<div id="root">');
});

test('a wizard’s route names its code in a Link header, every other page the MUI scope; the map nginx reads it from is not served', async ({
  request,
}) => {
  await expectRoutePreloads(request);
  expect((await request.get('/server/route-preloads.conf')).status()).toBe(404);
  expect((await request.get('/server/route-preloads.json')).status()).toBe(404);
});
