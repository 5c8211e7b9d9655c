// Spec section 4 (Language) and section 2 (profile menu, language notices): the toggle switches
// the texts and <html lang> for the session, ?lang=en asks for English, and every page visited
// passes axe in both languages.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { resetStub } from './support/stub';
import { signInAsPersona } from './support/sign-in';

test.beforeEach(async ({ request }) => resetStub(request));
test.describe.configure({ mode: 'parallel' });

const html = (page: Page) => page.locator('html');
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /^(Hoofdmenu|Main menu)$/ });

/** Opens the profile menu and picks the language item `name`. */
async function toggleLanguage(page: Page, profile: string, name: string): Promise<void> {
  await page.getByRole('button', { name: profile }).click();
  await page.getByRole('button', { name, exact: true }).click();
}

test('§4 the profile-menu toggle switches texts and <html lang> from Dutch to English and back, with the language-changed notice', async ({
  page,
}) => {
  await signInAsPersona(page, 'member-active');
  await expect(html(page)).toHaveAttribute('lang', 'nl');
  await expect(mainMenu(page).getByRole('link', { name: 'Overzicht' })).toBeVisible();
  await expectAccessible(page);

  await toggleLanguage(page, 'Profiel', 'English');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  const changed = page.getByRole('dialog', { name: 'Your language has been changed' });
  await expect(changed).toBeVisible();
  await expectAccessible(page);
  await changed.getByRole('button', { name: 'Close' }).last().click();
  await expect(changed).toBeHidden();
  await expect(mainMenu(page).getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Welcome, J. de Vries')).toBeVisible();
  await expectAccessible(page);

  // The choice holds for the session: another page, also after a reload, stays English.
  await mainMenu(page).getByRole('link', { name: 'My pension' }).click();
  await page.waitForURL((url) => url.pathname === '/mijn-pensioen');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My pension' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expectAccessible(page);

  await toggleLanguage(page, 'Profile', 'Nederlands');
  await expect(html(page)).toHaveAttribute('lang', 'nl');
  const changedNl = page.getByRole('dialog', { name: 'Uw taal is gewijzigd' });
  await expect(changedNl).toBeVisible();
  await expectAccessible(page);
  await changedNl.getByRole('button', { name: 'Sluiten' }).last().click();
  await expect(changedNl).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn pensioen' })).toBeVisible();
  await expectAccessible(page);
});

test('§4 ?lang=en opens the portal in English and any other value in Dutch', async ({ page }) => {
  await signInAsPersona(page, 'member-active');
  await page.goto('/mijn-pensioen?lang=en');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'My pension' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Arrange yourself' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/?lang=nl');
  await expect(html(page)).toHaveAttribute('lang', 'nl');
  await expect(page.getByText('Welkom, J. de Vries')).toBeVisible();
  await expectAccessible(page);
});

test('§4 a member whose communication language is English gets the portal in English', async ({
  page,
}) => {
  await signInAsPersona(page, 'member-english');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(mainMenu(page).getByRole('link', { name: 'Overview' })).toBeVisible();
  await expectAccessible(page);
});
