// Builds the API over the real persona files with the fake Auth, plus terse request helpers.
import { fileURLToPath } from 'node:url';
import type { StubConfig } from '../../config';
import { loadPersonas } from '../../personas/load';
import { createApi } from '../app';
import { fakeAuth } from './fake-auth';

/** The real persona folder. */
export const personaDir = fileURLToPath(new URL('../../personas', import.meta.url));

/** Config for tests. */
export const testConfig: StubConfig = {
  port: 0,
  issuer: 'http://localhost:4010/oidc',
  portalOrigins: ['http://localhost:5173'],
  personaDir,
};

/** Options of one call. */
export interface CallOptions {
  /** JSON body. */
  body?: unknown;
  /** Extra headers. */
  headers?: Record<string, string>;
}

/** A fresh API and helpers that sign requests as a persona. */
export function makeApi() {
  const personas = loadPersonas(personaDir);
  const app = createApi({ personas, auth: fakeAuth(personas), config: testConfig });
  const call = (persona: string | null, method: string, path: string, options: CallOptions = {}) =>
    app.request(path, {
      method,
      headers: {
        ...(persona ? { Authorization: `Bearer fake:${persona}` } : {}),
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  /** GET as persona, expecting 200, returning the JSON. */
  const read = async <T = Record<string, unknown>>(
    persona: string,
    path: string,
    headers?: Record<string, string>,
  ) => {
    const response = await call(persona, 'GET', path, headers ? { headers } : {});
    if (response.status !== 200)
      throw new Error(`GET ${path} → ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const reset = () => app.request('/__stub/reset', { method: 'POST' });
  return { app, personas, call, read, reset };
}

/** JSON of an answer, loosely typed for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions walk arbitrary JSON
export const json = (response: Response): Promise<any> => response.json();
