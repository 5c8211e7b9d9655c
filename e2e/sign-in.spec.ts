// Spec section 4 (Authentication) and section 2 (Session and technical routes): every sign-in
// kind of the portal, through the real local OpenID provider, and the test-only person-id login.
import { createHash } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { resetStub } from './support/stub';
import { logInAtProvider, signInAsPersona } from './support/sign-in';
import { portalPort } from './support/lanes';

/** member-active's person id: advisors and staff act for this member. */
const MEMBER_PERSON_ID = '20045871';

test.beforeEach(async ({ request }) => resetStub(request));
test.describe.configure({ mode: 'parallel' });

const isAuthorize = (request: Request) => new URL(request.url()).pathname === '/oidc/auth';
const isTokenExchange = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/oidc/token';

/** The PKCE parameters of the authorize request and the verifier of the token request. */
interface Pkce {
  challenge: string | null;
  method: string | null;
  clientId: string | null;
  verifier: string | null;
  /** Authorize requests so far: a sign-in that restarts itself asks more than once. */
  authorizeRequests: () => number;
}

/**
 * Opens `path`, which must send the browser to the provider, logs in there as `personaId` and
 * returns what the portal sent: the authorize URL's challenge and the token request's verifier.
 */
async function signInWatchingPkce(page: Page, path: string, personaId: string): Promise<Pkce> {
  let authorizeRequests = 0;
  page.on('request', (request) => {
    if (isAuthorize(request)) authorizeRequests += 1;
  });
  const authorize = page.waitForRequest(isAuthorize);
  await page.goto(path);
  const authorizeUrl = new URL((await authorize).url());
  const token = page.waitForRequest(isTokenExchange);
  await logInAtProvider(page, personaId);
  const tokenBody = new URLSearchParams((await token).postData() ?? '');
  return {
    challenge: authorizeUrl.searchParams.get('code_challenge'),
    method: authorizeUrl.searchParams.get('code_challenge_method'),
    clientId: authorizeUrl.searchParams.get('client_id'),
    verifier: tokenBody.get('code_verifier'),
    authorizeRequests: () => authorizeRequests,
  };
}

/**
 * Spec section 4: S256 and a verifier of 128 characters whose SHA-256 is the challenge, and one
 * authorize request for the whole sign-in.
 */
function expectPkceS256(pkce: Pkce): void {
  expect(pkce.authorizeRequests()).toBe(1);
  expect(pkce.method).toBe('S256');
  expect(pkce.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(pkce.verifier).toMatch(/^[A-Za-z0-9._~-]{128}$/);
  expect(
    createHash('sha256')
      .update(pkce.verifier ?? '')
      .digest('base64url'),
  ).toBe(pkce.challenge);
}

const readOnlyBar = (page: Page) => page.getByTestId('read-only-bar');

test('§2/§4 a signed-out visit to /mijn-pensioen logs in with PKCE S256 (128-character verifier) and returns to /mijn-pensioen', async ({
  page,
}) => {
  const pkce = await signInWatchingPkce(page, '/mijn-pensioen', 'member-active');
  expect(pkce.clientId).toBe('member-portal');
  await page.waitForURL((url) => url.port === portalPort() && url.pathname === '/mijn-pensioen');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn pensioen' })).toBeVisible();
  expectPkceS256(pkce);
  await expect(readOnlyBar(page)).toHaveCount(0);
  await expectAccessible(page);

  // Signed in as the member: home greets them by name.
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Overzicht' })
    .click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText('Welkom, J. de Vries')).toBeVisible();
  await expectAccessible(page);
});

test('§1/§4/§6 an advisor comes in through /advisor and /advisor/redirect and sees the portal read-only with the yellow indicator', async ({
  page,
}) => {
  const apiCalls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/plexus/')) apiCalls.push(request);
  });
  const pkce = await signInWatchingPkce(
    page,
    `/advisor?personId=${MEMBER_PERSON_ID}&advisorId=advisor-1&employerId=4100123`,
    'advisor-1',
  );
  expect(pkce.clientId).toBe('advisor-portal');
  await page.waitForURL((url) => url.port === portalPort() && url.pathname === '/');
  await expect(page.getByText('Welkom, J. de Vries')).toBeVisible();
  expectPkceS256(pkce);
  await expect(readOnlyBar(page)).toBeVisible();
  await expect(readOnlyBar(page)).toHaveAttribute('data-role', 'advisor');
  await expect(readOnlyBar(page)).toContainText('U kunt en mag geen wijzigingen doorvoeren.');
  await expect(readOnlyBar(page)).toHaveCSS('background-color', 'rgb(255, 210, 0)');
  // Spec section 6: the advisor acts for the participant and employer through request headers.
  expect(apiCalls.length).toBeGreaterThan(0);
  for (const call of apiCalls) {
    expect(call.headers()['x-impersonated-participant']).toBe(MEMBER_PERSON_ID);
    expect(call.headers()['x-impersonated-employer']).toBe('4100123');
  }
  await expectAccessible(page);
});

test('§1/§4/§6 staff come in through /ssp/sign-in and /ssp/redirect and see the portal read-only with the blue indicator', async ({
  page,
}) => {
  const pkce = await signInWatchingPkce(page, `/ssp/sign-in?userId=${MEMBER_PERSON_ID}`, 'staff-1');
  expect(pkce.clientId).toBe('staff-directory');
  await page.waitForURL((url) => url.port === portalPort() && url.pathname === '/');
  await expect(page.getByText('Welkom, J. de Vries')).toBeVisible();
  expectPkceS256(pkce);
  await expect(readOnlyBar(page)).toBeVisible();
  await expect(readOnlyBar(page)).toHaveAttribute('data-role', 'staff');
  await expect(readOnlyBar(page)).toHaveCSS('background-color', 'rgb(11, 92, 171)');
  await expectAccessible(page);
});

test('§2 the stub person login: the labelled form and the ?personId= deep link both end home signed in', async ({
  page,
}) => {
  await page.goto('/stub-login');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inloggen met persoonsnummer (test)' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Persoonsnummer' }).fill('member-active');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText('Welkom, J. de Vries')).toBeVisible();
  await expect(page.getByTestId('footer-stub')).toHaveText('Stub: member-active');
  await expectAccessible(page);

  // Someone else by deep link: the previous person's data must not show.
  await signInAsPersona(page, 'member-multi');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welkom, L. Vermeulen')).toBeVisible();
  await expect(page.getByText('Welkom, J. de Vries')).toHaveCount(0);
  await expectAccessible(page);
});

/** Where the portal's tab keeps things, as the page sees them. */
async function storages(page: Page) {
  return page.evaluate(() => ({
    session: Object.fromEntries(Object.entries(sessionStorage)),
    local: Object.fromEntries(Object.entries(localStorage)),
  }));
}

interface CachedAccount {
  sub: string;
  name?: string;
  refreshToken?: string;
  scope?: string;
}

const cachedAccounts = async (page: Page): Promise<CachedAccount[]> =>
  JSON.parse((await storages(page)).local['oidc.staff.accounts'] ?? '[]') as CachedAccount[];

/** Token requests the page sends from now on, with their form fields. */
function watchTokenRequests(page: Page): Record<string, string>[] {
  const sent: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (isTokenExchange(request))
      sent.push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
  });
  return sent;
}

test('§4/§7 staff: one stored copy of the token, in local storage, no cookie; with two cached accounts the first one signs in silently by its refresh token, without leaving the portal', async ({
  page,
}) => {
  // First visit: the redirect sign-in (one account at most), as before.
  await signInWatchingPkce(page, `/ssp/sign-in?userId=${MEMBER_PERSON_ID}`, 'staff-1');
  await page.waitForURL((url) => url.port === portalPort() && url.pathname === '/');
  await expect(page.getByText('Welkom, J. de Vries')).toBeVisible();
  const first = await storages(page);
  const token = JSON.parse(first.local.cfData ?? '{}').accessToken as string;
  expect(token).toMatch(/^ey/);
  const copies = [...Object.values(first.session), ...Object.values(first.local)].filter((value) =>
    value.includes(token),
  );
  expect(copies).toHaveLength(1);
  expect(first.session.cfData).toBeUndefined();
  expect(Object.keys(first.session).filter((key) => key.startsWith('oidc.user'))).toEqual([]);
  // No auth state in a cookie: the portal writes none (the provider's own session cookies are
  // httpOnly cookies of its origin, invisible to the page).
  expect(await page.evaluate(() => document.cookie)).toBe('');
  const [account] = await cachedAccounts(page);
  expect(account).toMatchObject({ sub: 'staff-1', refreshToken: expect.any(String) });
  expect(JSON.stringify(account)).not.toContain(token);

  // A second staff member signed in on this browser before: two cached accounts.
  await page.evaluate(() => {
    const accounts = JSON.parse(localStorage.getItem('oidc.staff.accounts') ?? '[]') as unknown[];
    accounts.push({ sub: 'staff-2', name: 'B. Tweede' });
    localStorage.setItem('oidc.staff.accounts', JSON.stringify(accounts));
  });
  let authorizeRequests = 0;
  page.on('request', (request) => {
    if (isAuthorize(request)) authorizeRequests += 1;
  });
  const tokenRequests = watchTokenRequests(page);
  await page.goto(`/ssp/sign-in?userId=${MEMBER_PERSON_ID}`);
  await page.waitForURL((url) => url.port === portalPort() && url.pathname === '/');
  await expect(page.getByText('Welkom, J. de Vries')).toBeVisible();
  await expect(readOnlyBar(page)).toHaveAttribute('data-role', 'staff');
  expect(authorizeRequests).toBe(0);
  expect(tokenRequests).toEqual([
    expect.objectContaining({
      grant_type: 'refresh_token',
      client_id: 'staff-directory',
      refresh_token: account?.refreshToken,
    }),
  ]);
  // The rotated refresh token replaced the spent one; the first account stays first.
  const after = await cachedAccounts(page);
  expect(after.map((entry) => entry.sub)).toEqual(['staff-1', 'staff-2']);
  expect(after[0]?.refreshToken).toBeTruthy();
  expect(after[0]?.refreshToken).not.toBe(account?.refreshToken);
  const renewed = JSON.parse((await storages(page)).local.cfData ?? '{}').accessToken as string;
  expect(renewed).not.toBe(token);
  await expectAccessible(page);

  // A refresh token the directory refuses (spent): the redirect sign-in takes over.
  await page.evaluate(() => {
    const accounts = JSON.parse(localStorage.getItem('oidc.staff.accounts') ?? '[]') as {
      refreshToken?: string;
    }[];
    if (accounts[0]) accounts[0].refreshToken = 'spent';
    localStorage.setItem('oidc.staff.accounts', JSON.stringify(accounts));
  });
  await page.goto(`/ssp/sign-in?userId=${MEMBER_PERSON_ID}`);
  await page.waitForURL((url) => url.port === portalPort() && url.pathname === '/');
  expect(authorizeRequests).toBe(1);
  await expect(page.getByText('Welkom, J. de Vries')).toBeVisible();
  await expectAccessible(page);
});

test('§2/§4 the return path after sign-in is followed only when it is a path of the portal', async ({
  page,
}) => {
  // The sign-in state is tampered with on its way back (as a crafted remembered path would be):
  // as /signin-oidc loads, before the portal's own script, its returnTo is replaced by the value
  // the test left in the portal's local storage.
  await page.addInitScript(() => {
    const value = localStorage.getItem('e2e.returnTo');
    if (location.pathname !== '/signin-oidc' || value === null) return;
    for (const key of Object.keys(sessionStorage)) {
      if (!key.startsWith('oidc.')) continue;
      const state = JSON.parse(sessionStorage.getItem(key) ?? '{}') as {
        data?: { returnTo?: string };
      };
      if (!state.data) continue;
      state.data.returnTo = value;
      sessionStorage.setItem(key, JSON.stringify(state));
    }
  });
  const offSite: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== 'localhost' && hostname !== '127.0.0.1') offSite.push(request.url());
  });

  /** Signs in from /mijn-pensioen with `value` as the returned path; resolves with the URL. */
  async function signInReturningTo(value: string): Promise<URL> {
    await page.goto('/logout');
    // The page clears the session once the portal has started (after its configuration).
    await expect(page.getByRole('heading', { name: 'U bent uitgelogd' })).toBeVisible();
    await page.evaluate((returnTo) => localStorage.setItem('e2e.returnTo', returnTo), value);
    await page.goto('/mijn-pensioen');
    // Back in the portal past the sign-in pages (the provider remembers the login after the
    // first case, so its page shows only once).
    const returned = (url: URL) =>
      url.port === portalPort() &&
      !['/mijn-pensioen', '/signin-oidc', '/logout'].includes(url.pathname);
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction/') || returned(url));
    if (page.url().includes('/oidc/interaction/')) await logInAtProvider(page, 'member-active');
    await page.waitForURL(returned);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    return new URL(page.url());
  }

  const kept = await signInReturningTo('/mijn-pensioen/hoogte-pensioen?x=1#y');
  expect(kept.pathname + kept.search + kept.hash).toBe('/mijn-pensioen/hoogte-pensioen?x=1#y');
  for (const value of [
    '/\t/evil.example/',
    '/\n/evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/%09/evil.example/',
    '%2F%2Fevil.example/',
    'https://evil.example/',
    'javascript:alert(document.domain)',
  ]) {
    const url = await signInReturningTo(value);
    expect(url.origin, JSON.stringify(value)).toBe(`http://localhost:${portalPort()}`);
    expect(url.pathname, JSON.stringify(value)).toBe('/');
  }
  expect(offSite).toEqual([]);
  await expectAccessible(page);
});
