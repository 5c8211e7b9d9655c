// Issue 21, a real web server: the production build served by Debian's nginx with the shipped
// site (deploy/nginx.conf via `npm run serve`), as an environment would serve it. A member signs
// in on the OpenID provider's page, sees home, an information page with its charts (MUI and
// Emotion styles, which need the answer's nonce) and a wizard through to its success page, and
// logs out: no CSP violation, no page error and no axe finding on any page.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import {
  clickNext,
  fillStep,
  flowFile,
  openWizard,
  stepReady,
  texts,
  wizard,
} from './support/flows';
import { portalPort } from './support/lanes';
import { signInThroughProvider } from './support/sign-in';
import { recordedCommands, resetStub } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

const PENSION_AGE = flowFile('pension-age');

/**
 * Every style element on the page carries the nonce nginx put into this answer's page (Chrome
 * hides a nonce from attributes once applied, so the `nonce` properties are compared).
 */
async function expectStylesWithAnswerNonce(page: Page): Promise<void> {
  const styles = await page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    const nonces = [...document.querySelectorAll('style')].map((style) => style.nonce);
    return { page: meta?.nonce ?? '', nonces };
  });
  expect(styles.page).toMatch(/^[0-9a-f]{32}$/);
  expect(styles.nonces.length).toBeGreaterThan(1);
  expect(new Set(styles.nonces)).toEqual(new Set([styles.page]));
}

test('issue 21: through nginx a member signs in, sees home, the pension amount and changes the pension age, then logs out', async ({
  page,
  request,
}) => {
  await signInThroughProvider(page, 'member-active');
  await expect(page.getByText('Welkom, J. de Vries')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/mijn-pensioen/hoogte-pensioen');
  await expect(page.getByRole('heading', { level: 1, name: 'Hoogte pensioen' })).toBeVisible();
  await expect(page.getByTestId('expected-amount')).toBeVisible();
  const chart = page.getByTestId('projection-chart');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('svg').first()).toBeVisible();
  await expectStylesWithAnswerNonce(page);
  await expectAccessible(page);

  await openWizard(page, PENSION_AGE);
  await expect(wizard(page)).toContainText('Uw pensioen gaat nu in op 68 jaar.');
  await expectAccessible(page);
  await fillStep(page, 'kies-pensioenleeftijd', { type: 'specific', years: 65, months: 6 });
  expect(await clickNext(page, PENSION_AGE)).toBe('step');
  await stepReady(page);
  await expect(page.getByRole('table')).toContainText('65 jaar en 6 maanden');
  await expectAccessible(page);
  expect(await clickNext(page, PENSION_AGE)).toBe('step');
  await fillStep(page, 'samenvatting', { declaration: true });
  await expectAccessible(page);
  expect(await clickNext(page, PENSION_AGE)).toBe('success');
  await expect(page.getByTestId('wizard-success')).toContainText(texts.nl['wizard.success.text']!);
  await expectAccessible(page);
  // The write went through nginx to this lane's stub.
  const sent = await recordedCommands(request, 'member-active');
  expect(sent.filter((entry) => entry.accepted).map((entry) => entry.path)).toContain(
    '/Plexus/personalPensionAgeCommand',
  );

  await page.getByRole('button', { name: 'Profiel' }).click();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await page.waitForURL((url) => url.port === portalPort() && url.pathname === '/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'U bent uitgelogd' })).toBeVisible();
  await expectAccessible(page);
});
