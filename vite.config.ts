import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compiledMessages } from './scripts/compile-messages.ts';
import {
  apiPathPattern,
  contentSecurityPolicy,
  NONCE_PLACEHOLDER,
} from './scripts/security-headers.ts';

const stubTarget = `http://127.0.0.1:${process.env.STUB_PORT ?? '4010'}`;
const issuer = process.env.OIDC_ISSUER ?? 'http://localhost:4010/oidc';

/** Every back-end path prefix of spec section 7 goes to the stub, so the portal calls same-origin paths. */
const proxy = { [apiPathPattern]: { target: stubTarget, changeOrigin: false } };

/**
 * The preview server serves the build as production would: every HTML answer gets a fresh nonce
 * (used by Emotion for its style tags) and a strict Content-Security-Policy and is never cached;
 * the hashed build files are cached for good.
 */
function strictHeaders(): Plugin {
  return {
    name: 'portal-strict-headers',
    configurePreviewServer(server) {
      const indexFile = resolve(server.config.root, server.config.build.outDir, 'index.html');
      const apiPath = new RegExp(apiPathPattern);
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
        res.setHeader('X-Frame-Options', 'DENY');
        res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
        // Built files carry their content's hash in their name: a browser keeps them for good
        // and a returning member's portal starts without fetching or compiling them again.
        if (url.startsWith('/assets/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
        const wantsPage =
          req.method === 'GET' &&
          (req.headers.accept ?? '').includes('text/html') &&
          !apiPath.test(url) &&
          !/\.[a-z0-9]+(\?|$)/i.test(url.split('?')[0] ?? '');
        if (!wantsPage) return next();
        const nonce = randomBytes(16).toString('base64');
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Security-Policy', contentSecurityPolicy({ nonce, issuer }));
        res.end(readFileSync(indexFile, 'utf8').replaceAll(NONCE_PLACEHOLDER, nonce));
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), compiledMessages(), strictHeaders()],
  resolve: {
    // Every message reaches react-intl precompiled (scripts/compile-messages.ts), so the ICU
    // parser is left out: react-intl's "Precompiling messages" / no-parser set-up.
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  html: { cspNonce: NONCE_PLACEHOLDER },
  server: { port: 5173, strictPort: true, host: 'localhost', proxy },
  preview: { port: 4173, strictPort: true, host: 'localhost', proxy },
  build: { sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
});
