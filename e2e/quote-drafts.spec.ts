// Spec section 7, policy quotes (docs/adr/0014-back-end-pricing.md, decision 4): a cover change is
// a quote draft from the summary to the send. Next from the step before the summary creates it,
// the send accepts it, and a member who stops from the cancel modal cancels it; a refused draft
// comes back on the step that chose the refused answer. Read from the stub's recorded writes.
import type { APIRequestContext, Page } from '@playwright/test';
import { commandOfRequest } from '../src/api/commands/command-registry';
import { test, expect, expectAccessible } from './support/fixtures';
import {
  clickNext,
  fillStep,
  flowFile,
  flowFixtures,
  openWizard,
  stepReady,
  submitButton,
  texts,
  wizard,
} from './support/flows';
import { signInAsPersona } from './support/sign-in';
import { recordedCommands, resetStub, setFault } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

const flow = flowFile('anw-pension');
const fixture = flowFixtures('anw-pension').find((entry) => entry.file === 'start.json')!;

/** The persona's writes, as `{ name, body, accepted }` by the command registry's names. */
async function writes(request: APIRequestContext) {
  return (await recordedCommands(request, fixture.persona))
    .filter((entry) => (entry as { kind?: string }).kind === 'command')
    .map((entry) => ({
      name: commandOfRequest(entry.method, entry.path),
      body: entry.body,
      accepted: entry.accepted,
    }));
}

/** Walks the start fixture to the summary, answering every step before it. */
async function reachSummary(page: Page): Promise<void> {
  await page.clock.setFixedTime(new Date(fixture.now));
  await signInAsPersona(page, fixture.persona);
  await openWizard(page, flow);
  for (;;) {
    const step = await stepReady(page);
    if (step === 'samenvatting') return;
    await fillStep(page, step, fixture.answers[step] ?? {});
    expect(await clickNext(page, flow)).toBe('step');
  }
}

const created = {
  name: 'createPolicyQuoteDraftCommand',
  body: fixture.expectedQuoteDraft?.body,
  accepted: true,
};

test('§7 the Anw change is a quote draft created before the summary and accepted on send', async ({
  page,
  request,
}) => {
  await reachSummary(page);
  // Leaving the step before the summary made the draft, with what the command carried.
  expect(await writes(request)).toEqual([created]);
  await expectAccessible(page);

  // Back and forth without a change makes no second draft.
  await wizard(page)
    .getByRole('button', { name: texts.nl['wizard.back'] })
    .filter({ visible: true })
    .click();
  await expect.poll(() => stepReady(page)).toBe('wat-betekent-dit');
  expect(await clickNext(page, flow)).toBe('step');
  await stepReady(page, 'samenvatting');
  expect(await writes(request)).toEqual([created]);

  await fillStep(page, 'samenvatting', fixture.answers.samenvatting ?? {});
  expect(await clickNext(page, flow)).toBe('success');
  expect(await writes(request)).toEqual([
    created,
    { name: 'acceptPolicyQuoteCommand', body: {}, accepted: true },
  ]);
  await expectAccessible(page);
});

test('§7 stopping from the cancel modal cancels the Anw quote draft', async ({ page, request }) => {
  await reachSummary(page);
  const dialog = page.getByRole('dialog', { name: texts.nl['modal.wizardCancel.title'] });
  await page
    .getByRole('navigation', { name: texts.nl['chrome.menu.label'] })
    .getByRole('link', { name: texts.nl['chrome.menu.inbox'] })
    .click();
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: texts.nl['modal.wizardCancel.stop'] }).click();
  await expect(page).toHaveURL(/\/postvak$/);
  await expect
    .poll(() => writes(request))
    .toEqual([created, { name: 'cancelPolicyQuoteCommand', body: {}, accepted: true }]);
});

test('§7 a refused Anw quote draft comes back on the step that chose the amount', async ({
  page,
  request,
}) => {
  await setFault(request, {
    persona: fixture.persona,
    fault: 'field-error',
    path: '/plexus/createPolicyQuoteDraftCommand/*',
    field: 'coverChangeCollection.0.insuredAmount',
    code: 'INVALID_VALUE',
  });
  await page.clock.setFixedTime(new Date(fixture.now));
  await signInAsPersona(page, fixture.persona);
  await openWizard(page, flow);
  for (;;) {
    const step = await stepReady(page);
    await fillStep(page, step, fixture.answers[step] ?? {});
    if (step === 'wat-betekent-dit') break;
    expect(await clickNext(page, flow)).toBe('step');
  }
  await submitButton(page).click();
  await expect(page.getByTestId('error-summary')).toBeVisible();
  await stepReady(page, 'kies-anw-pensioen');
  await expectAccessible(page);
  expect((await writes(request)).map((entry) => [entry.name, entry.accepted])).toEqual([
    ['createPolicyQuoteDraftCommand', false],
  ]);
});
