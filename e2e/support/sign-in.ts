// Signing in for the journeys: through the real local OpenID provider's login page, as a tester
// would, or fast through the test-only person-id deep link.
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { portalPort } from './lanes';

/**
 * On the provider's login page (checked with axe): types `personaId` and logs in. The browser
 * then returns to the portal's sign-in return path.
 */
export async function logInAtProvider(page: Page, personaId: string): Promise<void> {
  await page.waitForURL(/\/oidc\/interaction\//);
  await expectAccessible(page);
  await page.getByLabel('Persona-id').fill(personaId);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/**
 * Opens `path` signed out, lands on the provider's login page (checked with axe), signs in as
 * `personaId`, and waits until the portal is back on `path`.
 */
export async function signInThroughProvider(
  page: Page,
  personaId: string,
  path = '/',
): Promise<void> {
  await page.goto(path);
  await logInAtProvider(page, personaId);
  await page.waitForURL(
    (url) => url.port === portalPort() && !url.pathname.startsWith('/signin-oidc'),
  );
  await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}`));
}

/**
 * The fast sign-in for journeys that are not about the OpenID login: the test-only person-id
 * deep link (`/stub-login?personId=…`, spec section 2), then `path` of the portal (home by
 * default) without loading the page again. Resolves once the portal has left the stub login page;
 * where it lands (the path, access denied, maintenance…) is for the caller to check.
 */
export async function signInAsPersona(page: Page, personaId: string, path?: string): Promise<void> {
  const returnTo = path ? `&returnTo=${encodeURIComponent(path)}` : '';
  await page.goto(`/stub-login?personId=${encodeURIComponent(personaId)}${returnTo}`);
  await page.waitForURL((url) => url.pathname !== '/stub-login');
}
