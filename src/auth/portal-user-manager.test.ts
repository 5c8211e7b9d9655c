// @vitest-environment jsdom
// The real oidc-client-ts flow with the navigator intercepted: what goes to the provider.
import { createHash } from 'node:crypto';
import type { INavigator } from 'oidc-client-ts';
import { resetSessionForTest } from '../session/test-support';
import { portalConfig } from '../config/portal-config';
import { loginKinds, type OidcLoginKind } from './login-kinds';
import { PortalUserManager } from './portal-user-manager';
import { userManagerSettings } from './user-manager';

const OP = 'http://localhost:4010/oidc';
const metadata = {
  issuer: OP,
  authorization_endpoint: `${OP}/auth`,
  token_endpoint: `${OP}/token`,
  end_session_endpoint: `${OP}/session/end`,
};
const origin = window.location.origin;

function managerFor(kind: OidcLoginKind) {
  const urls: string[] = [];
  const navigator: INavigator = {
    prepare: () =>
      Promise.resolve({
        navigate: ({ url }) => {
          urls.push(url);
          return Promise.resolve({ url });
        },
        close: () => undefined,
      }),
    callback: () => Promise.resolve(),
  };
  const manager = new PortalUserManager(
    { ...userManagerSettings(kind, origin), metadata },
    navigator,
  );
  return { manager, urls };
}

function storedState(url: string): { code_verifier?: string; data?: unknown } {
  const id = new URL(url).searchParams.get('state') ?? '';
  return JSON.parse(sessionStorage.getItem(`oidc.${id}`) ?? '{}') as { code_verifier?: string };
}

function jwt(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.sig`;
}

beforeEach(() => resetSessionForTest());
afterEach(() => vi.unstubAllGlobals());

describe.each(Object.keys(loginKinds) as OidcLoginKind[])('authorize request of %s', (kind) => {
  test('code flow with PKCE S256 and a 128-character verifier', async () => {
    const { manager, urls } = managerFor(kind);
    await manager.signinRedirect({ state: { returnTo: '/mijn-pensioen' } });
    const url = new URL(urls[0] ?? '');
    expect(url.origin + url.pathname).toBe(metadata.authorization_endpoint);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(
      portalConfig().oidc.clientIds[loginKinds[kind].client],
    );
    expect(url.searchParams.get('scope')).toBe(loginKinds[kind].scope);
    expect(url.searchParams.get('redirect_uri')).toBe(origin + loginKinds[kind].redirectPath);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const { code_verifier: verifier, data } = storedState(url.href);
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{128}$/);
    expect(url.searchParams.get('code_challenge')).toBe(
      createHash('sha256')
        .update(verifier ?? '')
        .digest('base64url'),
    );
    expect(data).toEqual({ returnTo: '/mijn-pensioen' });
  });
});

describe('the return from the provider (spec section 8 token errors)', () => {
  async function started() {
    const { manager, urls } = managerFor('OneWelcome');
    await manager.signinRedirect({ state: { returnTo: '/x' } });
    const state = new URL(urls[0] ?? '').searchParams.get('state') ?? '';
    return { manager, state };
  }

  test("no code: 'Code not in querystring parameters'", async () => {
    const { manager, state } = await started();
    await expect(manager.signinCallback(`${origin}/signin-oidc?state=${state}`)).rejects.toThrow(
      'Code not in querystring parameters',
    );
  });

  test("no stored verifier: 'Verifier not set'", async () => {
    const { manager, state } = await started();
    const key = `oidc.${state}`;
    const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    delete stored.code_verifier;
    sessionStorage.setItem(key, JSON.stringify(stored));
    await expect(
      manager.signinCallback(`${origin}/signin-oidc?code=c1&state=${state}`),
    ).rejects.toThrow('Verifier not set');
  });

  test("token endpoint not 200: 'Token response invalid'", async () => {
    const { manager, state } = await started();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ error: 'invalid_grant' }, { status: 400 }))),
    );
    await expect(
      manager.signinCallback(`${origin}/signin-oidc?code=c1&state=${state}`),
    ).rejects.toThrow('Token response invalid');
  });

  test('a good answer: the code and the 128-character verifier are exchanged', async () => {
    const { manager, state } = await started();
    const verifier = JSON.parse(sessionStorage.getItem(`oidc.${state}`) ?? '{}').code_verifier;
    const fetch = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        Response.json({
          access_token: 'at-of-the-member',
          token_type: 'Bearer',
          expires_in: 3600,
          id_token: jwt({ sub: 'member-active', iss: OP, aud: 'member-portal' }),
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const user = await manager.signinCallback(`${origin}/signin-oidc?code=c1&state=${state}`);
    expect(user?.access_token).toBe('at-of-the-member');
    expect(user?.state).toEqual({ returnTo: '/x' });
    // The library keeps its user in memory: the session's cfData is the token's one stored copy.
    for (const storage of [sessionStorage, localStorage])
      for (let index = 0; index < storage.length; index += 1)
        expect(storage.getItem(storage.key(index) ?? '')).not.toContain('at-of-the-member');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(metadata.token_endpoint);
    const form = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'member-portal',
      code: 'c1',
      code_verifier: verifier,
      redirect_uri: `${origin}/signin-oidc`,
    });
    expect(form.get('code_verifier')).toHaveLength(128);
  });
});

test('sign-out goes to the end-session endpoint with post_logout_redirect_uri /logout', async () => {
  const { manager, urls } = managerFor('AdvisorOneWelcome');
  await manager.signoutRedirect();
  const url = new URL(urls[0] ?? '');
  expect(url.origin + url.pathname).toBe(metadata.end_session_endpoint);
  expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${origin}/logout`);
  // No stored user, so no id_token_hint: the client id tells the provider whose /logout it is.
  expect(url.searchParams.get('client_id')).toBe('advisor-portal');
});
