// The page chrome of spec section 2 on pages reached directly: the Inbox badge is filled wherever
// the member lands (the header asks for the inbox list itself), and the footer shows version,
// environment and stub indicator. Also the section 8 text 'User not found', where the back end
// cannot find the person.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { signInAsPersona, signInThroughProvider } from './support/sign-in';
import { setFault } from './support/stub';
import { stubUrl } from './support/lanes';

const inboxLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: /^Postvak/ });

/** member-active has two unread messages (stub/personas/member-active.json). */
async function expectBadgeOfTwo(page: Page) {
  await expect(page.getByTestId('unread-badge')).toHaveText('2');
  await expect(inboxLink(page)).toHaveAccessibleName(/^Postvak ?, 2 ongelezen berichten$/);
}

test('§2 the Inbox badge has its count after a deep link to a page that reads no messages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsPersona(page, 'member-active');
  // A new page load: nothing of home's inbox list is left in memory.
  await page.goto('/mijn-pensioen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectBadgeOfTwo(page);
  await expectAccessible(page);
});

test('§2 the Inbox badge has its count on the remembered path after sign-in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughProvider(page, 'member-active', '/mijn-pensioen/gegevens-en-premies');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectBadgeOfTwo(page);
  await expectAccessible(page);
});

test('§2 the footer shows the version of package.json, the environment and the stub indicator', async ({
  page,
}) => {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  await signInAsPersona(page, 'member-active');
  await page.goto('/mijn-pensioen');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('footer-version')).toHaveText(`Versie ${version}`);
  // stub/portal-config.json: environment "test".
  await expect(footer.getByTestId('footer-environment')).toHaveText('Omgeving: test');
  await expect(footer.getByTestId('footer-stub')).toHaveText('Stub: member-active');
  // Outside production the user-rights key is there.
  await expect(footer.getByRole('button', { name: 'Gebruikersrechten bekijken' })).toBeVisible();
  await expectAccessible(page);
});

test("§8 'User not found' where the back end cannot find the person, in both languages", async ({
  page,
  request,
}) => {
  const persona = 'member-wtp';
  await signInAsPersona(page, persona);
  await setFault(request, { persona, fault: 'person-not-found' });
  try {
    await page.goto('/mijn-profiel/mijn-gegevens');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: 'Gebruiker niet gevonden' });
    await expect(alert).toBeVisible();
    // Asking again would not find the person either: no retry.
    await expect(alert.getByRole('button')).toHaveCount(0);
    await expectAccessible(page);
    await page.goto('/mijn-profiel/mijn-gegevens?lang=en');
    await expect(page.getByRole('alert').filter({ hasText: 'User not found' })).toBeVisible();
  } finally {
    await request.delete(`${stubUrl()}/__stub/faults?persona=${persona}`);
  }
});
