/**
 * The studio's file endpoint on the dev server only (`apply: 'serve'`, `configureServer`): a
 * production or test build holds none of it, and nginx never serves it. Files are read and
 * written under the project root, or under `STUDIO_ROOT` when that names another folder (tests
 * write into a temporary copy).
 */
import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'vite';
import { STUDIO_FILE_PATH, studioFileHandler } from './studio-files-handler';

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
      const handle = studioFileHandler(process.env.STUDIO_ROOT ?? server.config.root);
      server.middlewares.use(STUDIO_FILE_PATH, (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        // Mounted at the endpoint's path: what is left must be the path itself.
        if (url.pathname !== '/') return next();
        const method = request.method ?? 'GET';
        const read = method === 'PUT' ? bodyOf(request) : Promise.resolve(undefined);
        read
          .then((body) => handle({ method, path: url.searchParams.get('path'), body }))
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
