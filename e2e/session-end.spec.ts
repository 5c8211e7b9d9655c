// Spec section 4 (Inactivity, sign-out) and section 3 (what the browser keeps): the idle warning
// signs out on "no", and logout leaves no token and no identity-library entry in any storage.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { resetStub } from './support/stub';
import { logInAtProvider, signInAsPersona, signInThroughProvider } from './support/sign-in';
import { portalPort } from './support/lanes';

test.beforeEach(async ({ request }) => resetStub(request));
test.describe.configure({ mode: 'parallel' });

/** Every storage entry of the portal's origin, by storage. */
async function storedKeys(page: Page) {
  return page.evaluate(() => ({
    session: Object.fromEntries(Object.entries(sessionStorage)),
    local: Object.fromEntries(Object.entries(localStorage)),
  }));
}

/** Spec section 3: after logout no token anywhere and no `oidc.*` entry. */
async function expectNoTokensLeft(page: Page): Promise<void> {
  const { session, local } = await storedKeys(page);
  for (const stored of [session, local]) {
    const keys = Object.keys(stored);
    expect(keys.filter((key) => key.startsWith('oidc.'))).toEqual([]);
    expect(keys.filter((key) => /token|cfData/i.test(key))).toEqual([]);
    // No JWT (header.payload.signature) hides under another name.
    expect(
      Object.values(stored).filter((value) => /eyJ[\w-]+\.[\w-]+\.[\w-]+/.test(value)),
    ).toEqual([]);
  }
}

async function logOutThroughProfileMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profiel' }).click();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await page.waitForURL((url) => url.port === portalPort() && url.pathname === '/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'U bent uitgelogd' })).toBeVisible();
}

test('§4 after the idle time the warning asks to stay: yes stays, no signs out to /logout', async ({
  page,
}) => {
  await signInAsPersona(page, 'member-active');
  // Outside production ?idle= and ?idleGrace= (ms) shorten the 10 and 5 minutes.
  await page.goto('/mijn-pensioen?idle=1500&idleGrace=120000');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn pensioen' })).toBeVisible();
  await expectAccessible(page);

  const warning = page.getByRole('alertdialog', { name: 'Bent u er nog?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('sluit deze pagina over 2 minuten');
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Ja, ingelogd blijven' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/mijn-pensioen\?/);

  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Nee, uitloggen' }).click();
  await page.waitForURL((url) => url.pathname === '/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'U bent uitgelogd' })).toBeVisible();
  await expectNoTokensLeft(page);
  await expectAccessible(page);
});

test("§4/§8 the idle warning still opens after a new release removed this build's files", async ({
  page,
}) => {
  await signInAsPersona(page, 'member-active');
  // The warning's code arrives once the member has been inactive for half the idle time (6 of
  // 12 s here), long before the warning: a chunk fetched only then would be gone after a release.
  const warningCode = page.waitForResponse(
    (response) => /idle-warning-modal/.test(response.url()),
    { timeout: 10_000 },
  );
  await page.goto('/mijn-pensioen?idle=12000&idleGrace=120000');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn pensioen' })).toBeVisible();
  expect((await warningCode).ok()).toBe(true);
  const warning = page.getByRole('alertdialog', { name: 'Bent u er nog?' });
  await expect(warning).toBeHidden();

  // The new release: every chunk of this build not loaded yet is gone.
  await page.route('**/assets/*.js', (route) => route.abort());
  await expect(warning).toBeVisible({ timeout: 15_000 });
  // Over the page the member was on (hidden from assistive technology while the warning is
  // open), not over the new-version page.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mijn pensioen', includeHidden: true }),
  ).toBeVisible();
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Ja, ingelogd blijven' }).click();
  await expect(warning).toBeHidden();
});

test('§3/§4 a member logging out through the provider ends on /logout with no token and no oidc.* key left', async ({
  page,
}) => {
  await signInThroughProvider(page, 'member-active', '/mijn-pensioen');
  const before = await storedKeys(page);
  // Signed in: the token's one stored copy (cfData) is in the tab; the identity library keeps its
  // user in memory, so no oidc.user entry repeats it.
  expect(JSON.parse(before.session.cfData ?? '{}').accessToken).toMatch(/^eyJ/);
  expect(Object.keys(before.session).filter((key) => key.startsWith('oidc.user'))).toEqual([]);

  await logOutThroughProfileMenu(page);
  await expectNoTokensLeft(page);
  await expectAccessible(page);

  // Signed out for real: a page that needs login goes to the provider again.
  await page.goto('/mijn-pensioen');
  await page.waitForURL(/\/oidc\/interaction\//);
});

test('§3/§4 staff logging out (directory login, kept in local storage) leave no token and no oidc.* key', async ({
  page,
}) => {
  await page.goto('/ssp/sign-in?userId=20045871');
  await logInAtProvider(page, 'staff-1');
  await page.waitForURL((url) => url.port === portalPort() && url.pathname === '/');
  await expect(page.getByText('Welkom, J. de Vries')).toBeVisible();
  const before = await storedKeys(page);
  expect(Object.keys(before.local).some((key) => key.startsWith('oidc.'))).toBe(true);
  expect(JSON.parse(before.local.cfData ?? '{}').accessToken).toMatch(/^eyJ/);

  await logOutThroughProfileMenu(page);
  await expectNoTokensLeft(page);
  await expectAccessible(page);
});
