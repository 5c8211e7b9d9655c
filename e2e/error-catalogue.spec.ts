// Spec section 8 (Error catalogue) with the fault personas of the stub: every handled answer ends
// where the catalogue says, and a read-only visitor's write ends in the read-only permission modal.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { recordedCommands, resetStub } from './support/stub';
import { logInAtProvider, signInAsPersona } from './support/sign-in';
import { portalPort } from './support/lanes';

test.beforeEach(async ({ request }) => resetStub(request));
test.describe.configure({ mode: 'parallel' });

const accessDeniedHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Geen toegang' });
const accessDeniedCode = (page: Page) => page.getByTestId('access-denied-code');

/** Signs in as `persona` and expects access denied, with `code` shown or without any code. */
async function expectAccessDenied(page: Page, persona: string, code?: string): Promise<void> {
  await signInAsPersona(page, persona);
  await page.waitForURL((url) => url.pathname === '/foutmelding');
  await expect(accessDeniedHeading(page)).toBeVisible();
  if (code) await expect(accessDeniedCode(page)).toHaveText(`Foutcode: ${code}`);
  else await expect(accessDeniedCode(page)).toHaveCount(0);
  // Spec section 2: no main menu and no logo link home on access denied.
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /naar de homepagina/ })).toHaveCount(0);
  await expectAccessible(page);
}

test('§8 a 503 / backend service unavailable answer goes to /onderhoud (fault-maintenance)', async ({
  page,
}) => {
  await signInAsPersona(page, 'fault-maintenance');
  await page.waitForURL((url) => url.pathname === '/onderhoud');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We zijn bezig met onderhoud' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('§8 PNA and POH answers go to access denied showing their code (fault-pna, fault-poh)', async ({
  page,
}) => {
  await expectAccessDenied(page, 'fault-pna', 'PNA');
  await expect(page.getByText('Uw pensioen moet eerst door ons worden bijgewerkt.')).toBeVisible();
  await expectAccessDenied(page, 'fault-poh', 'POH');
  await expect(page.getByText('Uw pensioen is tijdelijk geblokkeerd.')).toBeVisible();
});

test('§8 a 401, a 500 General exception 10001 and a failed pension-info load go to access denied without code', async ({
  page,
}) => {
  await expectAccessDenied(page, 'fault-unauthorized');
  await expectAccessDenied(page, 'fault-general-10001');
  await expectAccessDenied(page, 'fault-pension-info');
  await expect(page.getByText('U heeft geen toegang tot deze pagina.')).toBeVisible();
});

test('§8 projections with an NlUcmCqMessages code and no paymentCollection go to access denied URM (fault-projections)', async ({
  page,
}) => {
  await signInAsPersona(page, 'fault-projections');
  // The investment-choice pages need the projections (allowVisitInvestmentChoicePages).
  await page.goto('/zelf-regelen/beleggingskeuze');
  await page.waitForURL((url) => url.pathname === '/foutmelding');
  await expect(accessDeniedCode(page)).toHaveText('Foutcode: URM');
  await expect(
    page.getByText('We kunnen de berekening van uw pensioen nu niet tonen.'),
  ).toBeVisible();
  await expectAccessible(page);
});

test("§8 a 400 'Geen stub message gevonden' opens the stub scenario failure modal with URL and message (fault-no-stub)", async ({
  page,
}) => {
  await signInAsPersona(page, 'fault-no-stub');
  const modal = page.getByRole('dialog', { name: 'Er ging iets fout met het stub scenario' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('/plexus/policies/2100488799');
  await expect(modal).toContainText('Geen stub message gevonden');
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Sluiten' }).last().click();
  await expect(modal).toBeHidden();
  await expectAccessible(page);
});

test('§6/§8 staff trying a change get the read-only permission modal and nothing is written', async ({
  page,
  request,
}) => {
  // staff-1 acts for member-multi (person id 20045998), who has not given Van Dam permission yet,
  // so My advisor offers the one write a read-only visitor can try: granting it. (An advisor
  // cannot get there: the back end refuses an advisor the data of a member without permission.)
  await page.goto('/ssp/sign-in?userId=20045998');
  await logInAtProvider(page, 'staff-1');
  await page.waitForURL((url) => url.port === portalPort() && url.pathname === '/');
  await expect(page.getByTestId('read-only-bar')).toBeVisible();

  await page.goto('/mijn-profiel/adviseur');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn adviseur' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Toestemming geven' }).first().click();
  const modal = page.getByRole('alertdialog', { name: 'Versturen mislukt' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Er is niets verstuurd.');
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Sluiten' }).last().click();
  await expect(modal).toBeHidden();

  const writes = await recordedCommands(request, 'member-multi');
  expect(writes.filter((write) => write.accepted)).toEqual([]);
});
