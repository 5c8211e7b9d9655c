// The local OpenID provider end to end over HTTP: discovery under /oidc, PKCE enforcement, the
// login page, the code + PKCE round trip per client, kind checks, CORS and logout.
import { decodeJwt } from 'jose';
import {
  authorizeUrl,
  CookieJar,
  follow,
  pkcePair,
  PORTAL,
  signIn,
  startOidc,
  submitLogin,
  type RunningOidc,
} from './test-support';

const MEMBER = {
  clientId: 'member-portal',
  scope: 'openid bsn',
  redirectUri: `${PORTAL}/signin-oidc`,
};

let oidc: RunningOidc;

beforeAll(async () => {
  oidc = await startOidc();
});

afterAll(async () => {
  await oidc.close();
});

describe('discovery', () => {
  it('publishes the endpoints under /oidc and S256 PKCE', async () => {
    const response = await fetch(`${oidc.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(oidc.issuer);
    expect(doc.authorization_endpoint).toBe(`${oidc.issuer}/auth`);
    expect(doc.token_endpoint).toBe(`${oidc.issuer}/token`);
    expect(doc.jwks_uri).toBe(`${oidc.issuer}/jwks`);
    expect(doc.end_session_endpoint).toBe(`${oidc.issuer}/session/end`);
    expect(doc.code_challenge_methods_supported).toContain('S256');
    expect(doc.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'bsn', 'adviseur', 'user.read']),
    );
  });

  it('lets the portal read discovery and keys cross-origin', async () => {
    for (const path of ['/.well-known/openid-configuration', '/jwks']) {
      const response = await fetch(`${oidc.issuer}${path}`, { headers: { origin: PORTAL } });
      expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL);
    }
  });

  it('serves one public RS256 key', async () => {
    const jwks = (await (await fetch(`${oidc.issuer}/jwks`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('authorization', () => {
  it('refuses an authorization request without code_challenge', async () => {
    const jar = new CookieJar();
    const response = await jar.fetch(authorizeUrl(oidc.issuer, MEMBER));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(MEMBER.redirectUri);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a redirect_uri that is not registered', async () => {
    const { challenge } = pkcePair();
    const url = authorizeUrl(oidc.issuer, {
      ...MEMBER,
      redirectUri: 'http://evil.example/signin-oidc',
      challenge,
    });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
  });

  it('shows an accessible login page with a strict CSP and only the client kind personas', async () => {
    const jar = new CookieJar();
    const { challenge } = pkcePair();
    const { response, url } = await follow(
      jar,
      authorizeUrl(oidc.issuer, { ...MEMBER, challenge }),
    );
    expect(response.status).toBe(200);
    expect(new URL(url).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain(`form-action 'self' ${PORTAL}`);
    expect(csp).not.toContain('script-src');
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<h1>Inloggen – lokale testomgeving</h1>');
    expect(html).toContain('<label for="personaId">Persona-id</label>');
    expect(html).toMatch(
      /<input[^>]*id="personaId"[^>]*name="personaId"[^>]*autocomplete="username"/,
    );
    expect(html).toContain('>Inloggen</button>');
    expect(html).toContain('value="member-active"');
    expect(html).toContain('Actieve deelnemer met één polis');
    expect(html).not.toContain('advisor-1');
    expect(html).not.toContain('<script');

    const css = await fetch(`${oidc.issuer}/static/login.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('accepts prompt=select_account and shows the login page', async () => {
    const jar = new CookieJar();
    const { challenge } = pkcePair();
    const { response, url } = await follow(
      jar,
      authorizeUrl(oidc.issuer, { ...MEMBER, challenge, prompt: 'select_account' }),
    );
    expect(response.status).toBe(200);
    expect(url).toContain('/oidc/interaction/');
  });
});

describe('code + PKCE round trip', () => {
  it('signs member-active in with the member portal and issues a JWT access token', async () => {
    const { tokens, tokenResponse } = await signIn(oidc, MEMBER, 'member-active');
    expect(tokenResponse.status).toBe(200);
    expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(3600);

    await expect(oidc.auth.verifyAccessToken(tokens.access_token)).resolves.toEqual({
      personaId: 'member-active',
      kind: 'member',
      clientId: 'member-portal',
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      iss: oidc.issuer,
      sub: 'member-active',
      personId: '1000001',
      kind: 'member',
      bsn: '123456782',
      client_id: 'member-portal',
      aud: `${new URL(oidc.issuer).origin}/api`,
    });
    expect(decodeJwt(tokens.id_token ?? '')).toMatchObject({
      iss: oidc.issuer,
      sub: 'member-active',
      name: 'J. (Jan) de Vries',
      aud: 'member-portal',
    });
  });

  it('signs in via a persona button for the advisor portal', async () => {
    const { tokens } = await signIn(
      oidc,
      {
        clientId: 'advisor-portal',
        scope: 'openid profile email adviseur',
        redirectUri: `${PORTAL}/advisor/redirect`,
      },
      'advisor-1',
    );
    await expect(oidc.auth.verifyAccessToken(tokens.access_token)).resolves.toEqual({
      personaId: 'advisor-1',
      kind: 'advisor',
      clientId: 'advisor-portal',
    });
    expect(decodeJwt(tokens.access_token)).not.toHaveProperty('bsn');
  });

  it.each(['user.read', 'openid user.read'])(
    'signs staff in with the directory (scope %s)',
    async (scope) => {
      const { tokens } = await signIn(
        oidc,
        { clientId: 'staff-directory', scope, redirectUri: `http://localhost:4173/ssp/redirect` },
        'staff-1',
      );
      await expect(oidc.auth.verifyAccessToken(tokens.access_token)).resolves.toEqual({
        personaId: 'staff-1',
        kind: 'staff',
        clientId: 'staff-directory',
      });
    },
  );

  it('gives the staff directory a refresh token that renews silently, rotated on every use', async () => {
    const staff = {
      clientId: 'staff-directory',
      scope: 'openid user.read offline_access',
      redirectUri: `${PORTAL}/ssp/redirect`,
    };
    const { tokens } = await signIn(oidc, staff, 'staff-1');
    expect(tokens.refresh_token).toBeTruthy();
    const refresh = (token: string) =>
      fetch(`${oidc.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: 'staff-directory',
          refresh_token: token,
        }).toString(),
      });
    const renewed = await refresh(tokens.refresh_token ?? '');
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const next = (await renewed.json()) as typeof tokens;
    await expect(oidc.auth.verifyAccessToken(next.access_token)).resolves.toEqual({
      personaId: 'staff-1',
      kind: 'staff',
      clientId: 'staff-directory',
    });
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    // The used one is spent: a copy of it is worth nothing.
    expect((await refresh(tokens.refresh_token ?? '')).status).toBe(400);
  });

  it('gives members and advisors no refresh token', async () => {
    const { tokens } = await signIn(
      oidc,
      { ...MEMBER, scope: 'openid bsn offline_access' },
      'member-active',
    );
    expect(tokens.refresh_token).toBeUndefined();
  });

  it('answers no CORS header to an origin that is not the portal', async () => {
    const response = await fetch(`${oidc.issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://evil.example',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'member-portal',
        code: 'x',
      }).toString(),
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('userinfo', () => {
  it('answers the persona claims for a provider token, with CORS for the portal', async () => {
    const { tokens } = await signIn(oidc, MEMBER, 'member-active');
    const preflight = await fetch(`${oidc.issuer}/me`, {
      method: 'OPTIONS',
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL);

    const response = await fetch(`${oidc.issuer}/me`, {
      headers: { origin: PORTAL, authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(await response.json()).toEqual({
      sub: 'member-active',
      name: 'J. (Jan) de Vries',
      bsn: '123456782',
    });
  });

  it('refuses a missing or bad token', async () => {
    expect((await fetch(`${oidc.issuer}/me`)).status).toBe(401);
    const bad = await fetch(`${oidc.issuer}/me`, {
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toContain('invalid_token');
  });
});

describe('login errors', () => {
  async function loginPage(jar: CookieJar): Promise<string> {
    const { challenge } = pkcePair();
    const { url } = await follow(jar, authorizeUrl(oidc.issuer, { ...MEMBER, challenge }));
    return url;
  }

  it('refuses a persona of another kind, keeps the value and lets the user try again', async () => {
    const jar = new CookieJar();
    const page = await loginPage(jar);
    const wrong = await submitLogin(jar, page, { personaId: 'advisor-1' });
    expect(wrong.response.status).toBe(422);
    const html = await wrong.response.text();
    expect(html).toMatch(
      /<p id="personaId-error" class="error" role="alert">[^<]*adviseur[^<]*Deelnemersportaal/,
    );
    expect(html).toMatch(/aria-describedby="personaId-hint personaId-error"/);
    expect(html).toContain('value="advisor-1"');
    expect(html).toContain('aria-invalid="true"');

    const retry = await submitLogin(jar, page, { personaId: 'member-active' });
    expect(new URL(retry.url).searchParams.get('code')).toBeTruthy();
  });

  it('refuses an unknown persona id', async () => {
    const jar = new CookieJar();
    const page = await loginPage(jar);
    const { response } = await submitLogin(jar, page, { personaId: 'nobody<b>' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="nobody&lt;b&gt;"');
    expect(html).not.toContain('nobody<b>');
  });

  it('accepts a person id and signs in as its persona', async () => {
    const jar = new CookieJar();
    const page = await loginPage(jar);
    const done = await submitLogin(jar, page, { personaId: '1000001' });
    expect(new URL(done.url).searchParams.get('code')).toBeTruthy();
  });

  it('returns access_denied to the portal on cancel', async () => {
    const jar = new CookieJar();
    const page = await loginPage(jar);
    const done = await submitLogin(jar, page, { personaId: '', action: 'cancel' });
    expect(done.url.startsWith(MEMBER.redirectUri)).toBe(true);
    expect(new URL(done.url).searchParams.get('error')).toBe('access_denied');
  });

  it('shows an error page for an unknown interaction', async () => {
    const response = await fetch(`${oidc.issuer}/interaction/doesnotexist`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('role="alert"');
  });
});

describe('sessions and logout', () => {
  it('reuses the session for a second authorization without a login page', async () => {
    const { jar } = await signIn(oidc, MEMBER, 'member-active');
    const { challenge } = pkcePair();
    const again = await follow(jar, authorizeUrl(oidc.issuer, { ...MEMBER, challenge }));
    expect(new URL(again.url).searchParams.get('code')).toBeTruthy();
  });

  it('grants new scopes without a page when the session persona fits the client', async () => {
    const staff = { clientId: 'staff-directory', redirectUri: `${PORTAL}/ssp/redirect` };
    const { jar } = await signIn(oidc, { ...staff, scope: 'user.read' }, 'staff-1');
    const { challenge } = pkcePair();
    const more = await follow(
      jar,
      authorizeUrl(oidc.issuer, { ...staff, scope: 'openid user.read', challenge }),
    );
    expect(new URL(more.url).searchParams.get('code')).toBeTruthy();
  });

  it('signs out straight back to post_logout_redirect_uri, then asks for a login again', async () => {
    const { jar, tokens } = await signIn(oidc, MEMBER, 'member-active');
    const end = new URL(`${oidc.issuer}/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${PORTAL}/logout`,
      client_id: 'member-portal',
      state: 'bye',
    }).toString();
    const out = await follow(jar, end.href);
    expect(out.url).toBe(`${PORTAL}/logout?state=bye`);

    const { challenge } = pkcePair();
    const again = await follow(jar, authorizeUrl(oidc.issuer, { ...MEMBER, challenge }));
    expect(again.response.status).toBe(200);
    expect(again.url).toContain('/oidc/interaction/');
  });
});
