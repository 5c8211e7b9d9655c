// Composes the stub back end: persona data, the local OpenID provider under /oidc, and the API.
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { readStubConfig, type StubConfig } from './config';
import { loadPersonas } from './personas/load';
import { createOidc } from './oidc/provider';
import { createApi } from './api/app';

/** How long an idle kept-alive connection stays open (Node's default is 5 s). */
export const KEEP_ALIVE_MS = 65_000;

/** A running stub. */
export interface RunningStub {
  server: Server;
  config: StubConfig;
  close(): Promise<void>;
}

/** Loads and validates the personas (throws a PersonaFileError naming file and JSON path), then listens on loopback. */
export async function startStub(config: StubConfig = readStubConfig()): Promise<RunningStub> {
  const personas = loadPersonas(config.personaDir);
  const oidc = await createOidc(config, personas);
  const api = createApi({ personas, auth: oidc.auth, config });
  const apiListener = getRequestListener(api.fetch);
  const server = createServer((req, res) => {
    if (req.url === '/oidc' || req.url?.startsWith('/oidc/')) oidc.callback(req, res);
    else void apiListener(req, res);
  });
  // An idle kept-alive connection stays open well past any client's pause between requests: a
  // client that sends on it just as the server closes it gets a reset (ECONNRESET), not an answer.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, '127.0.0.1', () => resolve());
  });
  return {
    server,
    config,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
