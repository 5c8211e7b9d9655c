// Spec section 4, projection check result: an accrual decision is allowed when the result is OK,
// or when it is NA and the policy is active with a gross investment or guaranteed cover;
// otherwise it is not. One persona per branch (stub/api/README.md, Projection check result, for
// the assumed field): the accrual wizard opens for the allowed ones, and the route gate
// (AllowAccrualChange, no fallback) sends the others home.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { resetStub } from './support/stub';
import { signInAsPersona } from './support/sign-in';

test.beforeEach(async ({ request }) => resetStub(request));
test.describe.configure({ mode: 'parallel' });

const WIZARD = '/zelf-regelen/manier-van-pensioen-opbouwen/wijzigen';

/** Signs in as `persona`, opens the accrual wizard and checks where it lands. */
async function openAccrualWizard(page: Page, persona: string, allowed: boolean): Promise<void> {
  await signInAsPersona(page, persona);
  await page.goto(WIZARD);
  if (allowed) {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manier van pensioen opbouwen wijzigen' }),
    ).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === WIZARD);
  } else {
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText(/^Welkom, /)).toBeVisible();
  }
  await expectAccessible(page);
}

const branches = [
  {
    persona: 'member-projection-ok',
    result: 'OK',
    allowed: true,
    why: 'OK, even without a gross cover',
  },
  {
    persona: 'member-projection-nok',
    result: 'NOK',
    allowed: false,
    why: 'NOK, even with an active gross investment cover',
  },
  {
    persona: 'member-active',
    result: 'NA',
    allowed: true,
    why: 'NA with an active gross investment cover',
  },
  {
    persona: 'member-pure-net',
    result: 'NA',
    allowed: false,
    why: 'NA without a gross investment or guaranteed cover',
  },
] as const;

for (const { persona, result, allowed, why } of branches) {
  test(`§4 projection check ${result}: the accrual decision is ${allowed ? 'allowed' : 'refused'} (${why}; ${persona})`, async ({
    page,
  }) => {
    await openAccrualWizard(page, persona, allowed);
  });
}
