// Signs in through the real local OpenID provider's login page, as a tester would.
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';

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
  await page.waitForURL(/\/oidc\/interaction\//);
  await expectAccessible(page);
  await page.getByLabel('Persona-id').fill(personaId);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.waitForURL((url) => url.port === '4173' && !url.pathname.startsWith('/signin-oidc'));
  await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}`));
}
