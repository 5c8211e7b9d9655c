// Built files compressed at build time, served as production's web server serves them: a
// browser that accepts `br` gets the `.br` copy (about 15 % smaller than gzip for the
// JavaScript), one that accepts only gzip the `.gz` copy (nginx's gzip_static; the preview server
// gzips on the fly instead), others the file itself.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** File kinds worth compressing, with the type they are served as. */
export const BROTLI_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** `bytes` compressed with Brotli at its best (quality 11), as a build step can afford. */
export function brotli(bytes: Buffer): Buffer {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** `bytes` compressed with gzip at its best (level 9). */
export const gzip = (bytes: Buffer): Buffer => gzipSync(bytes, { level: 9 });

/**
 * Build step: writes `<file>.br` and `<file>.gz` beside every built JavaScript, CSS, SVG and
 * JSON file.
 */
export function brotliAssets(): Plugin {
  return {
    name: 'portal-brotli-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const file of Object.keys(bundle)) {
        if (!(extname(file) in BROTLI_TYPES)) continue;
        const path = join(dir, file);
        const bytes = readFileSync(path);
        writeFileSync(`${path}.br`, brotli(bytes));
        writeFileSync(`${path}.gz`, gzip(bytes));
      }
    },
  };
}

/**
 * Answers a GET for a built file under `/assets/` with its `.br` copy when the browser accepts
 * Brotli and the copy exists; returns false (nothing sent) otherwise.
 */
export function sendBrotli(distDir: string, req: IncomingMessage, res: ServerResponse): boolean {
  const url = (req.url ?? '/').split('?')[0] ?? '/';
  const type = BROTLI_TYPES[extname(url)];
  if (req.method !== 'GET' || !url.startsWith('/assets/') || !type) return false;
  if (!/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false;
  const assets = resolve(distDir, 'assets');
  const file = resolve(distDir, `.${decodeURIComponent(url)}`);
  if (!file.startsWith(assets + sep) || !existsSync(`${file}.br`)) return false;
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Encoding', 'br');
  res.setHeader('Vary', 'Accept-Encoding');
  res.end(readFileSync(`${file}.br`));
  return true;
}
