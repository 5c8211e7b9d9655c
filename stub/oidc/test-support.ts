// Test helpers for the provider tests: a tiny persona registry, the provider on an ephemeral
// loopback port, a cookie jar for fetch, and the authorization-code + PKCE steps.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StubConfig } from '../config';
import type { PersonaRegistry, PersonaSummary } from '../personas/registry';
import { createOidc, type Oidc } from './provider';

export const PORTAL = 'http://localhost:5173';
export const PORTAL_ORIGINS = [PORTAL, 'http://localhost:4173'];

const PERSONAS: PersonaSummary[] = [
  {
    id: 'member-active',
    kind: 'member',
    name: 'J. (Jan) de Vries',
    personId: '1000001',
    bsn: '123456782',
    description: 'Actieve deelnemer met één polis',
  },
  {
    id: 'member-paid',
    kind: 'member',
    name: 'P. Slaper',
    personId: '1000002',
    bsn: '111222333',
    description: 'Slapende polis',
  },
  {
    id: 'advisor-1',
    kind: 'advisor',
    name: 'A. Adviseur',
    personId: '2000001',
    description: 'Adviseur met één werkgever',
  },
  {
    id: 'staff-1',
    kind: 'staff',
    name: 'M. Medewerker',
    personId: '3000001',
    description: 'Medewerker die meekijkt',
  },
];

export function fakePersonas(list: PersonaSummary[] = PERSONAS): PersonaRegistry {
  const find = (key: string) => list.find((p) => p.id === key || p.personId === key);
  return {
    has: (key) => find(key) !== undefined,
    summary: (key) => {
      const persona = find(key);
      if (!persona) throw new Error(`unknown persona ${key}`);
      return persona;
    },
    list: () => [...list],
  };
}

export interface RunningOidc extends Oidc {
  issuer: string;
  close(): Promise<void>;
}

/** Starts the provider on 127.0.0.1 with issuer http://127.0.0.1:<port>/oidc. */
export async function startOidc(env: NodeJS.ProcessEnv = {}): Promise<RunningOidc> {
  let handler: Oidc['callback'] = (_req, res) => res.writeHead(503).end();
  const server: Server = createServer((req, res) => {
    if (req.url === '/oidc' || req.url?.startsWith('/oidc/')) handler(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const config: StubConfig = {
    port,
    issuer: `http://127.0.0.1:${port}/oidc`,
    portalOrigins: PORTAL_ORIGINS,
    personaDir: '/nonexistent',
  };
  const oidc = await createOidc(config, fakePersonas(), env);
  handler = oidc.callback;
  return {
    ...oidc,
    issuer: config.issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Just enough of a browser cookie store: name, value and path matching. */
export class CookieJar {
  private cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = val;
        if (key.toLowerCase() === 'expires' && Date.parse(val) < Date.now()) expired = true;
        if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
      }
      const key = `${name}|${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.values()]
      .filter(
        ({ path }) =>
          pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`),
      )
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  }
}

/** Follows redirects inside the provider; stops at a page or at a redirect out to the portal. */
export async function follow(
  jar: CookieJar,
  url: string,
  init?: RequestInit,
): Promise<{ response: Response; url: string }> {
  let response = await jar.fetch(url, init);
  let current = url;
  for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
    const location = new URL(response.headers.get('location') ?? '', current).href;
    if (!location.startsWith(new URL(url).origin)) return { response, url: location };
    current = location;
    response = await jar.fetch(current);
  }
  return { response, url: current };
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(96).toString('base64url'); // 128 characters, as the portal sends
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export interface AuthorizeRequest {
  clientId: string;
  scope: string;
  redirectUri: string;
  challenge?: string;
  prompt?: string;
}

export function authorizeUrl(issuer: string, request: AuthorizeRequest): string {
  const url = new URL(`${issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: request.clientId,
    response_type: 'code',
    scope: request.scope,
    redirect_uri: request.redirectUri,
    state: 'state-123',
    ...(request.challenge
      ? { code_challenge: request.challenge, code_challenge_method: 'S256' }
      : {}),
    ...(request.prompt ? { prompt: request.prompt } : {}),
  }).toString();
  return url.href;
}

/** Posts the login form of the interaction page at `pageUrl`. */
export function submitLogin(
  jar: CookieJar,
  pageUrl: string,
  fields: Record<string, string>,
): Promise<{ response: Response; url: string }> {
  return follow(jar, pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

export interface TokenResponse {
  access_token: string;
  token_type: string;
  expires_in: number;
  id_token?: string;
  refresh_token?: string;
  scope?: string;
}

/** Signs `personaId` in with `request` and exchanges the code, as oidc-client-ts does. */
export async function signIn(
  oidc: RunningOidc,
  request: Omit<AuthorizeRequest, 'challenge'>,
  personaId: string,
): Promise<{ tokens: TokenResponse; jar: CookieJar; tokenResponse: Response }> {
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const page = await follow(jar, authorizeUrl(oidc.issuer, { ...request, challenge }));
  if (page.response.status !== 200) throw new Error(`no login page: ${page.response.status}`);
  const done = await submitLogin(jar, page.url, { personaId });
  const code = new URL(done.url).searchParams.get('code');
  if (!code) throw new Error(`no code in ${done.url} (status ${done.response.status})`);
  const tokenResponse = await fetch(`${oidc.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: request.clientId,
      code,
      code_verifier: verifier,
      redirect_uri: request.redirectUri,
    }).toString(),
  });
  return { tokens: (await tokenResponse.json()) as TokenResponse, jar, tokenResponse };
}
