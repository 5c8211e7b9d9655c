// Spec section 6 (Route gating) over the routes of section 2: a route whose permission flags are
// not all true sends the visitor to its fallback, else home; with the flags, the page shows.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { resetStub } from './support/stub';
import { signInAsPersona } from './support/sign-in';

test.beforeEach(async ({ request }) => resetStub(request));
test.describe.configure({ mode: 'parallel' });

/** Opens `path` and expects to end on `expected` with its heading, checked with axe. */
async function expectLandsOn(page: Page, path: string, expected: string, heading: string) {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === expected);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === expected);
  await expectAccessible(page);
}

test('§6 without AllowVisitStopWorkPage /eerder-stoppen falls back to the planner (member-final-age); with it the page shows (member-active)', async ({
  page,
}) => {
  await signInAsPersona(page, 'member-final-age');
  await expectLandsOn(page, '/eerder-stoppen', '/pensioenverkenner', 'Pensioenverkenner');

  await signInAsPersona(page, 'member-active');
  await expectLandsOn(page, '/eerder-stoppen', '/eerder-stoppen', 'Eerder stoppen met werken');
});

test('§6 without AllowVisitInvestmentChoicePages the investment-choice pages send a pure guaranteed member home (member-guaranteed); an investing member gets them (member-active)', async ({
  page,
}) => {
  await signInAsPersona(page, 'member-guaranteed');
  await page.goto('/zelf-regelen/beleggingskeuze');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText('Welkom, H.J. Visser')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/zelf-regelen/beleggingskeuze/wijzigen');
  await page.waitForURL((url) => url.pathname === '/');

  await signInAsPersona(page, 'member-active');
  await expectLandsOn(
    page,
    '/zelf-regelen/beleggingskeuze',
    '/zelf-regelen/beleggingskeuze',
    'Beleggingskeuze',
  );
});
