// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotli, brotliAssets, sendBrotli } from './brotli-assets';

const dist = mkdtempSync(join(tmpdir(), 'brotli-assets-'));
mkdirSync(join(dist, 'assets'));
const script = Buffer.from('export const answer = 42;\n'.repeat(50));
writeFileSync(join(dist, 'assets', 'app.js'), script);
writeFileSync(join(dist, 'assets', 'app.js.br'), brotli(script));
writeFileSync(join(dist, 'assets', 'plain.js'), script);
writeFileSync(join(dist, 'secret.js.br'), brotli(script));

/** A request and a response that records what was sent. */
function exchange(url: string, acceptEncoding = 'gzip, deflate, br', method = 'GET') {
  const req = { url, method, headers: { 'accept-encoding': acceptEncoding } } as IncomingMessage;
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    set statusCode(status: number) {
      sent.status = status;
    },
    setHeader: (name: string, value: string) => {
      sent.headers[name.toLowerCase()] = value;
    },
    end: (body: unknown) => {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  return { req, res, sent };
}

describe('sendBrotli', () => {
  it('answers with the .br copy when the browser accepts Brotli', () => {
    const { req, res, sent } = exchange('/assets/app.js?v=1');
    expect(sendBrotli(dist, req, res)).toBe(true);
    expect(sent.status).toBe(200);
    expect(sent.headers['content-encoding']).toBe('br');
    expect(sent.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sent.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(sent.body as Buffer).equals(script)).toBe(true);
  });

  it('leaves the answer to the server otherwise', () => {
    const cases = [
      exchange('/assets/app.js', 'gzip, deflate'), // no Brotli
      exchange('/assets/app.js', 'br', 'HEAD'), // not a GET
      exchange('/assets/plain.js'), // no .br copy
      exchange('/assets/app.txt'), // not a compressed kind
      exchange('/assets/../secret.js'), // outside the assets
      exchange('/assets/%2e%2e/secret.js'),
    ];
    for (const { req, res, sent } of cases) {
      expect(sendBrotli(dist, req, res), req.url).toBe(false);
      expect(sent.body, req.url).toBeUndefined();
    }
  });
});

describe('brotliAssets', () => {
  it('writes a Brotli and a gzip copy beside every built script, stylesheet, SVG and JSON file', () => {
    const out = mkdtempSync(join(tmpdir(), 'brotli-assets-build-'));
    const files = ['app.js', 'style.css', 'logo.svg', 'data.json', 'index.html', 'photo.png'];
    for (const file of files) writeFileSync(join(out, file), script);
    const writeBundle = brotliAssets().writeBundle as (
      options: { dir: string },
      bundle: Record<string, unknown>,
    ) => void;
    writeBundle({ dir: out }, Object.fromEntries(files.map((file) => [file, {}])));

    for (const file of ['app.js', 'style.css', 'logo.svg', 'data.json']) {
      const path = join(out, file);
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).equals(script), file).toBe(true);
      expect(gunzipSync(readFileSync(`${path}.gz`)).equals(script), file).toBe(true);
    }
    // The page gets its nonce per answer (nginx's sub_filter works on the plain file); images
    // are compressed already.
    for (const file of ['index.html', 'photo.png']) {
      expect(existsSync(join(out, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(out, `${file}.gz`)), file).toBe(false);
    }
  });
});
