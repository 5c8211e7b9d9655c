// The preview server answers as production would (vite.config.ts, `portal-strict-headers`).
import { expect, test } from './support/fixtures';
import { expectRoutePreloads } from './support/route-preloads';

test('§7 a page comes with a fresh CSP nonce and is never cached; the hashed build files are kept for good', async ({
  request,
}) => {
  const first = await request.get('/', { headers: { Accept: 'text/html' } });
  const second = await request.get('/mijn-pensioen', { headers: { Accept: 'text/html' } });
  for (const page of [first, second]) {
    expect(page.status()).toBe(200);
    expect(page.headers()['cache-control']).toBe('no-store');
    expect(page.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers()['x-frame-options']).toBe('DENY');
  }
  const nonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  expect(nonce(first.headers()['content-security-policy'])).toBeTruthy();
  expect(nonce(first.headers()['content-security-policy'])).not.toBe(
    nonce(second.headers()['content-security-policy']),
  );

  const html = await first.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  expect(assets.length).toBeGreaterThan(0);
  for (const path of assets) {
    const asset = await request.get(path);
    expect(asset.status(), path).toBe(200);
    expect(asset.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test('a built script comes Brotli-compressed to a browser that accepts it, as it is on disk', async ({
  request,
}) => {
  const html = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const compressed = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
  expect(compressed.headers()['content-encoding']).toBe('br');
  expect(compressed.headers()['content-type']).toContain('javascript');
  expect(compressed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const plain = await request.get(script!, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await compressed.text()).toBe(await plain.text());
});

test('/config.json is the configuration against the stub, JSON, never cached', async ({
  request,
}) => {
  const answer = await request.get('/config.json');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/json');
  expect(answer.headers()['cache-control']).toBe('no-store');
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(await answer.json()).toMatchObject({
    environment: 'test',
    oidc: { issuer: 'http://localhost:4010/oidc' },
  });
});

test('a wizard’s route names its code in a Link header, so it loads beside the first script; every other page the MUI scope', async ({
  request,
}) => {
  await expectRoutePreloads(request);
});
