/**
 * The studio's file endpoint on the dev server only (`apply: 'serve'`, `configureServer`): a
 * production or test build holds none of it, and nginx never serves it. Files are read and
 * written under the project root, or under `STUDIO_ROOT` when that names another folder (tests
 * write into a temporary copy).
 *
 * The handler (and the flow checker it runs) is loaded through Vite's module runner when the
 * server starts, not imported: the Vite config, which imports this plugin, stays free of the
 * engine's TypeScript modules, as with scripts/compile-flows.ts.
 */
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { STUDIO_FILE_PATH } from './studio-file-path.ts';

type Handler = typeof import('./studio-files-handler.ts');

/** The handler module, through Vite's module runner. */
const loadHandler = () =>
  runnerImport<Handler>(fileURLToPath(new URL('./studio-files-handler.ts', import.meta.url))).then(
    ({ module }) => module,
  );

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The plugin. */
export function studioFiles(): Plugin {
  return {
    name: 'portal-studio-files',
    apply: 'serve',
    configureServer(server) {
      const root = process.env.STUDIO_ROOT ?? server.config.root;
      const handle = loadHandler().then((module) => module.studioFileHandler(root));
      server.middlewares.use(STUDIO_FILE_PATH, (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        // Mounted at the endpoint's path: what is left must be the path itself.
        if (url.pathname !== '/') return next();
        const method = request.method ?? 'GET';
        const read = method === 'PUT' ? bodyOf(request) : Promise.resolve(undefined);
        Promise.all([read, handle])
          .then(([body, handler]) => handler({ method, path: url.searchParams.get('path'), body }))
          .then(({ status, body }) => {
            response.statusCode = status;
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(JSON.stringify(body));
          })
          .catch(next);
      });
    },
  };
}
