import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliAssets, sendBrotli } from './scripts/brotli-assets.ts';
import { compiledFlows } from './scripts/compile-flows.ts';
import { compiledMessages } from './scripts/compile-messages.ts';
import { configuredIssuer, portalConfigServer } from './scripts/portal-config-file.ts';
import {
  linkFor,
  routePreloadFiles,
  ROUTE_PRELOADS_JSON,
  type RoutePreloads,
} from './scripts/route-preloads.ts';
import { ruleFilesWithoutNotes } from './scripts/rule-notes.ts';
import {
  apiPathPattern,
  contentSecurityPolicy,
  NONCE_PLACEHOLDER,
  SECURITY_HEADERS,
} from './scripts/security-headers.ts';
import { studioFiles } from './scripts/studio-files-plugin.ts';
import { isTestOnlyMessage, keepsTestOnlyCode, testOnlyCode } from './scripts/test-only-code.ts';

const stubTarget = `http://127.0.0.1:${process.env.STUB_PORT ?? '4010'}`;

/** Every back-end path prefix of spec section 7 goes to the stub, so the portal calls same-origin paths. */
const proxy = { [apiPathPattern]: { target: stubTarget, changeOrigin: false } };

/**
 * The preview server serves the build as production would: every HTML answer gets a fresh nonce
 * (used by Emotion for its style tags) and a strict Content-Security-Policy and is never cached;
 * the hashed build files are cached for good and come Brotli-compressed to browsers that accept it.
 */
function strictHeaders(): Plugin {
  return {
    name: 'portal-strict-headers',
    configurePreviewServer(server) {
      const distDir = resolve(server.config.root, server.config.build.outDir);
      const indexFile = resolve(distDir, 'index.html');
      const apiPath = new RegExp(apiPathPattern);
      // The issuer of the configuration the server hands out as /config.json: the CSP allows it.
      const issuer = configuredIssuer();
      // A wizard route's code, named in a Link header (scripts/route-preloads.ts).
      const preloadsFile = resolve(distDir, ROUTE_PRELOADS_JSON);
      const preloads = existsSync(preloadsFile)
        ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads)
        : {};
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        // Built files carry their content's hash in their name: a browser keeps them for good
        // and a returning member's portal starts without fetching or compiling them again.
        if (url.startsWith('/assets/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          if (sendBrotli(distDir, req, res)) return;
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
        const link = linkFor(preloads, url);
        if (link) res.setHeader('Link', link);
        res.end(readFileSync(indexFile, 'utf8').replaceAll(NONCE_PLACEHOLDER, nonce));
      });
    },
  };
}

/**
 * Modules the information pages share: headings, sections, loading states, data readers, and the
 * in-view hook their chart figures use.
 */
const pageKit = /[\\/]src[\\/](pages[\\/](shared|arrange|inbox)[\\/]|ui[\\/]in-view\.ts$)/;
/** Left to their own chunks: charts (MUI X Charts, drawn once in view) and the command hook (modals). */
const notInPageKit = /[\\/]charts[\\/]|use-command/;

/**
 * MUI's styling core (system, theme, styled engine), Emotion and the portal's MUI scope
 * (src/ui/mui: theme, style cache, scope): what every page or modal that uses MUI needs before it
 * renders, in one chunk instead of a dozen small ones. Not in the first load: the page frame and
 * the wizard use none of it. The page wrapper (with-mui-scope.tsx) keeps a chunk of its own, so
 * the manifest names it for the route budgets (size-budgets.json).
 */
const muiCore =
  /[\\/](node_modules[\\/](@mui[\\/](system|styled-engine|private-theming|material[\\/]styles)|@emotion|stylis)|src[\\/]ui[\\/]mui[\\/](mui-scope|style-cache|theme)\.tsx?$)/;

/**
 * Each request costs a round trip on a slow mobile connection, and a browser opens at most six
 * connections to a host over HTTP/1.1, so the load is chunked by when code is needed, not by
 * module: everything the entry imports statically is one chunk (`$initial`), and the small
 * modules pages share are a second one, so a page such as home loads in five requests
 * instead of forty-one. What loads later (charts, modals, wizards, flows) keeps its own chunks.
 */
const chunkGroups = [
  { name: 'app', tags: ['$initial' as const], priority: 3 },
  { name: 'mui', test: (id: string) => muiCore.test(id), priority: 2 },
  {
    name: 'page-kit',
    test: (id: string) => pageKit.test(id) && !notInPageKit.test(id),
    minShareCount: 2,
    priority: 1,
    // Only the modules themselves: their dependencies (MUI parts, modals) stay where they are.
    includeDependenciesRecursively: false,
  },
];

export default defineConfig(({ command, mode }) => {
  // Production builds leave the test-only code out; the test build (`--mode test`), the dev server
  // and Vitest keep it (scripts/test-only-code.ts).
  const keepTestOnly = keepsTestOnlyCode(command, mode);
  return {
    plugins: [
      testOnlyCode(keepTestOnly),
      react(),
      compiledMessages({ leaveOut: keepTestOnly ? undefined : isTestOnlyMessage }),
      compiledFlows(),
      ruleFilesWithoutNotes(),
      strictHeaders(),
      // After the strict headers, so /config.json carries them too.
      portalConfigServer(),
      routePreloadFiles(resolve(import.meta.dirname, 'flows')),
      brotliAssets(),
      // The flow studio's read and save endpoint: dev server only.
      studioFiles(),
    ],
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
    build: {
      sourcemap: false,
      manifest: true,
      // The first-load chunk holds everything the portal runs before any page (about 600 kB
      // minified, 190 KiB gzip): one request instead of 28.
      chunkSizeWarningLimit: 700,
      // The portal's few static stylesheets (page frame, wizard parts; a few kB) are one file, linked
      // from the HTML: a lazy page's code never waits for a stylesheet of its own to load.
      cssCodeSplit: false,
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    },
  };
});
