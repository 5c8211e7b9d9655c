// Issue 20 items 2 and 7 in a real browser against the stub back end: a partner BSN typed as
// people paste it (` 12345672 `) is shown, summarised and sent as its 9 digits, and a refusal of
// that field by the back end (the stub's `field-error` fault) lands on the field in the member's
// language with every answer kept, after which sending again succeeds. The divorce agreements
// flow's padded ex-partner BSN is a flow fixture (ex-partner-bsn-padded.json) that
// flow-fixtures.spec.ts replays through the UI.
import { test, expect, expectAccessible } from './support/fixtures';
import {
  clickNext,
  field,
  fillStep,
  flowFile,
  openWizard,
  stepReady,
  submitButton,
  texts,
  wizard,
} from './support/flows';
import { signInAsPersona } from './support/sign-in';
import { recordedCommands, resetStub, setFault, type RecordedCommand } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

const NEW_PARTNER = flowFile('new-partner');
/** The day the stub's data is about (stub/personas/README.md). */
const TODAY = '2026-11-21T10:00:00+01:00';
const PERSONA = 'member-paid-up';
const PARTNER = {
  kind: 'rp',
  bsn: ' 12345672 ',
  initials: 'J.P.',
  namePrefix: 'de',
  lastName: 'Wit',
  gender: 'U',
  dateOfBirth: '1986-11-30',
};
const BSN_FIELD = 'partnerDetailsInfo.basicPersonInfo.centralRegistration';

/** The partner's BSN in the body of each updatePersonCommand the stub received, with its status. */
async function sentBsns(request: Parameters<typeof recordedCommands>[0]) {
  const partnerOf = (entry: RecordedCommand) =>
    (entry.body as { partnerDetailsInfo?: { basicPersonInfo?: { centralRegistration?: string } } })
      .partnerDetailsInfo?.basicPersonInfo?.centralRegistration;
  return (await recordedCommands(request, PERSONA))
    .filter((entry) => entry.path === '/plexus/updatePersonCommand')
    .map((entry) => ({ status: entry.status, bsn: partnerOf(entry) }));
}

/** Fills the partner and the registration date, and arrives at the summary. */
async function walkToSummary(page: Parameters<typeof stepReady>[0]) {
  await stepReady(page);
  await fillStep(page, 'uw-partner', PARTNER);
  expect(await clickNext(page, NEW_PARTNER)).toBe('step');
  await fillStep(page, 'relatiedatum', { registrationDate: '2020-08-08' });
  expect(await clickNext(page, NEW_PARTNER)).toBe('step');
  await expect(wizard(page)).toHaveAttribute('data-step', 'samenvatting');
  await stepReady(page);
}

test('§5 a partner BSN typed as " 12345672 " shows as 012345672 once the field is left, on the summary, and is what the stub receives', async ({
  page,
  request,
}) => {
  await page.clock.setFixedTime(new Date(TODAY));
  await signInAsPersona(page, PERSONA);
  await openWizard(page, NEW_PARTNER);
  await stepReady(page);
  await fillStep(page, 'uw-partner', PARTNER);
  // Filling the next fields left the BSN field: it shows what will be checked and sent.
  await expect(field(page, 'uw-partner', 'bsn').locator('input')).toHaveValue('012345672');
  await expect(field(page, 'uw-partner', 'lastName').locator('input')).toHaveValue('Wit');
  await expectAccessible(page);
  expect(await clickNext(page, NEW_PARTNER)).toBe('step');
  await fillStep(page, 'relatiedatum', { registrationDate: '2020-08-08' });
  expect(await clickNext(page, NEW_PARTNER)).toBe('step');
  await expect(wizard(page)).toHaveAttribute('data-step', 'samenvatting');
  await stepReady(page);
  await expect(wizard(page).getByText('012345672', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await fillStep(page, 'samenvatting', { declaration: true });
  expect(await clickNext(page, NEW_PARTNER)).toBe('success');
  await expectAccessible(page);

  expect(await sentBsns(request)).toEqual([{ status: 200, bsn: '012345672' }]);
});

for (const language of ['nl', 'en'] as const) {
  test(`§5/§8 (${language}) the back end refusing the partner BSN lands on that field with its message and every answer kept; sending again succeeds`, async ({
    page,
    request,
  }) => {
    await page.clock.setFixedTime(new Date(TODAY));
    await signInAsPersona(page, PERSONA);
    await setFault(request, {
      persona: PERSONA,
      fault: 'field-error',
      path: '/plexus/updatePersonCommand',
      field: BSN_FIELD,
      code: 'INVALID_BSN',
    });
    await openWizard(page, NEW_PARTNER, language === 'en' ? '?lang=en' : '');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await walkToSummary(page);
    await fillStep(page, 'samenvatting', { declaration: true });
    await submitButton(page).click();

    // Back on the partner step, the message at the field and in the focused error summary.
    await expect(wizard(page)).toHaveAttribute('data-step', 'uw-partner');
    const message = texts[language]['validation.bsn']!;
    const summary = page.getByTestId('error-summary');
    await expect(summary).toContainText(message);
    await expect(summary).toBeFocused();
    await expect(field(page, 'uw-partner', 'bsn')).toContainText(message);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\?stap=uw-partner$/);
    // Every answer still filled.
    const input = (name: string) => field(page, 'uw-partner', name).locator('input').first();
    await expect(input('bsn')).toHaveValue('012345672');
    await expect(input('initials')).toHaveValue('J.P.');
    await expect(input('namePrefix')).toHaveValue('de');
    await expect(input('lastName')).toHaveValue('Wit');
    await expect(input('dateOfBirth')).toHaveValue('30-11-1986');
    await expect(field(page, 'uw-partner', 'kind').locator('input[value="rp"]')).toBeChecked();
    await expect(field(page, 'uw-partner', 'gender').locator('input[value="U"]')).toBeChecked();
    await expectAccessible(page);

    // The fault answered once: Next leads back to the summary, still declared, and sending works.
    await submitButton(page).click();
    await expect(wizard(page)).toHaveAttribute('data-step', 'samenvatting');
    await expect(
      field(page, 'samenvatting', 'declaration').locator('input[type="checkbox"]'),
    ).toBeChecked();
    expect(await clickNext(page, NEW_PARTNER)).toBe('success');
    await expectAccessible(page);

    expect(await sentBsns(request)).toEqual([
      { status: 400, bsn: '012345672' },
      { status: 200, bsn: '012345672' },
    ]);
  });
}
