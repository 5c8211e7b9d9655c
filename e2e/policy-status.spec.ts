// Spec section 4 (Policy status codes) and section 6 (access denied): a policy or package status
// that may not use the portal ends on /foutmelding showing its code, whatever route was asked for.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { resetStub } from './support/stub';
import { signInAsPersona } from './support/sign-in';

test.beforeEach(async ({ request }) => resetStub(request));
test.describe.configure({ mode: 'parallel' });

/** Signs in as `persona`, and expects access denied with `code` (checked with axe). */
async function expectDeniedWithCode(page: Page, persona: string, code: string): Promise<void> {
  await signInAsPersona(page, persona);
  await page.waitForURL((url) => url.pathname === '/foutmelding');
  await expect(page.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible();
  await expect(page.getByTestId('access-denied-code')).toHaveText(`Foutcode: ${code}`);
  await expectAccessible(page);
}

test('§4 policy statuses DIS, RET, END, PHOL, DEC and SPL end on access denied with their code', async ({
  page,
}) => {
  for (const code of ['DIS', 'RET', 'END', 'PHOL', 'DEC', 'SPL']) {
    await expectDeniedWithCode(page, `member-${code.toLowerCase()}`, code);
  }
  // Spec section 6: with the code set, any other route goes to access denied too.
  await page.goto('/mijn-pensioen');
  await page.waitForURL((url) => url.pathname === '/foutmelding');
  await expect(page.getByTestId('access-denied-code')).toHaveText('Foutcode: SPL');
  await expectAccessible(page);
});

test('§4 closed, retired and disabled packages of a REG policy (LPA.CLO, LPA.RET, LPA.DIS) and a special partner pension (BPP) end on access denied with their code', async ({
  page,
}) => {
  await expectDeniedWithCode(page, 'member-lpa-clo', 'LPA.CLO');
  await expectDeniedWithCode(page, 'member-lpa-ret', 'LPA.RET');
  await expectDeniedWithCode(page, 'member-lpa-dis', 'LPA.DIS');
  await expectDeniedWithCode(page, 'member-bpp', 'BPP');
});
