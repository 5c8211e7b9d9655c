// Spec section 2 (Session and technical routes): any unknown path gives the not-found page; the
// access-denied and maintenance pages read well and pass axe in Dutch and in English.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { resetStub } from './support/stub';
import { signInAsPersona } from './support/sign-in';

test.beforeEach(async ({ request }) => resetStub(request));
test.describe.configure({ mode: 'parallel' });

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Spec section 2: session pages leave out the footer question mark, sitemap and user-rights key. */
async function expectNoFooterHelp(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  // The footer comes after the page's first paint: wait for it before counting what it leaves out.
  await expect(footer.getByRole('link', { name: 'Privacy' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Sitemap' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Contact en hulp' })).toHaveCount(0);
  await expect(footer.getByRole('button', { name: 'Gebruikersrechten bekijken' })).toHaveCount(0);
}

test('§2 an unknown path gives the not-found page, signed in or not, in both languages', async ({
  page,
}) => {
  await signInAsPersona(page, 'member-active');
  await page.goto('/deze/pagina/bestaat/niet');
  await expect(h1(page, 'Pagina niet gevonden')).toBeVisible();
  await expect(page).toHaveTitle('Pagina niet gevonden - Mijn pensioen');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Naar de homepagina', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText('Welkom, J. de Vries')).toBeVisible();

  await page.goto('/mijn-pensioen/onbekend?lang=en');
  await expect(h1(page, 'Page not found')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page);

  // Signed out: still not found, no sign-in first.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/nergens?lang=nl');
  await expect(h1(page, 'Pagina niet gevonden')).toBeVisible();
  await expectAccessible(page);
});

test('§2 the access-denied page passes axe in Dutch and English, with and without a code', async ({
  page,
}) => {
  await page.goto('/foutmelding?code=POH');
  await expect(h1(page, 'Geen toegang')).toBeVisible();
  await expect(page.getByTestId('access-denied-code')).toHaveText('Foutcode: POH');
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
  await expectNoFooterHelp(page);
  await expectAccessible(page);

  await page.goto('/foutmelding?code=POH&lang=en');
  await expect(h1(page, 'No access')).toBeVisible();
  await expect(page.getByTestId('access-denied-code')).toHaveText('Error code: POH');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page);

  await page.goto('/foutmelding?lang=en');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(page.getByTestId('access-denied-code')).toHaveCount(0);
  await expectAccessible(page);
});

test('§2 the maintenance page passes axe in Dutch and English', async ({ page }) => {
  await page.goto('/onderhoud');
  await expect(h1(page, 'We zijn bezig met onderhoud')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expectNoFooterHelp(page);
  await expectAccessible(page);

  await page.goto('/onderhoud?lang=en');
  await expect(h1(page, 'We are carrying out maintenance')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page);
});
