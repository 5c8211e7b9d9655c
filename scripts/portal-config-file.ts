// The dev and preview servers answer `/config.json` as the operator's web server does in every
// environment: the configuration for running against the stub (`stub/portal-config.json`, or the
// file PORTAL_CONFIG names), read afresh on every request and never cached. The build itself
// holds no config.json, so the same dist/ is promoted unchanged from environment to environment.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';

/** The path the portal reads its configuration from (src/config/load-config.ts). */
export const CONFIG_URL_PATH = '/config.json';

/** The configuration served in development and preview. */
export function portalConfigFile(env: NodeJS.ProcessEnv = process.env, root = process.cwd()) {
  return resolve(root, env.PORTAL_CONFIG ?? 'stub/portal-config.json');
}

/** The OpenID issuer of that configuration (the preview server's CSP allows its origin). */
export function configuredIssuer(file = portalConfigFile()): string {
  const config = JSON.parse(readFileSync(file, 'utf8')) as { oidc?: { issuer?: unknown } };
  const issuer = config.oidc?.issuer;
  if (typeof issuer !== 'string') throw new Error(`${file}: oidc.issuer is missing`);
  return issuer;
}

/** Middleware answering GET and HEAD of /config.json with `file`, uncached. */
export function serveConfigFile(file: string): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== CONFIG_URL_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    let body: string;
    try {
      body = readFileSync(file, 'utf8');
    } catch {
      res.statusCode = 404;
      res.setHeader('Cache-Control', 'no-store');
      res.end(`No configuration at ${file}`);
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** Vite plugin: /config.json on the dev and preview servers. */
export function portalConfigServer(file = portalConfigFile()): Plugin {
  return {
    name: 'portal-config-file',
    configureServer(server) {
      server.middlewares.use(serveConfigFile(file));
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveConfigFile(file));
    },
  };
}
