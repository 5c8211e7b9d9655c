// Spec section 4 (Wizards, Pending choice), 5 (validation messages), 7 (write calls) and 8
// (user-facing texts) in a real browser against the stub back end: the pension-age and
// extra-deposit wizards in depth (every flow's fixtures replay in flow-fixtures.spec.ts): read-only sessions, reload,
// leaving, every validation message of their fields in Dutch and English, and amounts typed and
// shown as each language writes them (issue 20, item 1).
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import {
  clickNext,
  currentStep,
  euros,
  field,
  fillStep,
  flowFile,
  messageText,
  openWizard,
  signInAsAdvisor,
  stepReady,
  submitButton,
  texts,
  wizard,
  type FlowFile,
} from './support/flows';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../stub/reports/pdf-text';
import { signInAsPersona } from './support/sign-in';
import { recordedCommands, resetStub } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

const PENSION_AGE = flowFile('pension-age');
const EXTRA_DEPOSIT = flowFile('extra-deposit');

/** The day the stub's data is about (stub/personas/README.md). */
const TODAY = '2026-11-21T10:00:00+01:00';

/** The writes of a persona that change state. */
async function commandsOf(request: Parameters<typeof recordedCommands>[0], persona: string) {
  return (await recordedCommands(request, persona)).filter(
    (entry) => (entry as { kind?: string }).kind === 'command',
  );
}

/** Walks on with next until the wizard shows `stepId`, checking each step with axe. */
async function walkTo(page: Page, flow: FlowFile, stepId: string) {
  for (let guard = 0; guard < 10; guard += 1) {
    const step = await stepReady(page);
    await expectAccessible(page);
    if (step === stepId) return;
    expect(await clickNext(page, flow)).toBe('step');
  }
  throw new Error(`never reached ${stepId}`);
}

test('§4/§7 a member changes the pension age to 65 years and 6 months; the summary PDF downloads and the next read shows the new age', async ({
  page,
  request,
}) => {
  await page.clock.setFixedTime(new Date(TODAY));
  await signInAsPersona(page, 'member-active');
  await openWizard(page, PENSION_AGE);
  await expect(wizard(page)).toContainText('Uw pensioen gaat nu in op 68 jaar.');
  await expectAccessible(page);
  await fillStep(page, 'kies-pensioenleeftijd', { type: 'specific', years: 65, months: 6 });
  await expectAccessible(page);
  expect(await clickNext(page, PENSION_AGE)).toBe('step');
  await stepReady(page);
  await expect(page.getByRole('table')).toContainText('65 jaar en 6 maanden');
  await expectAccessible(page);
  expect(await clickNext(page, PENSION_AGE)).toBe('step');
  await stepReady(page);
  await expect(wizard(page)).toContainText('01-11-2046');
  await expectAccessible(page);
  await fillStep(page, 'samenvatting', { declaration: true });
  expect(await clickNext(page, PENSION_AGE)).toBe('success');

  await expect(page.getByTestId('wizard-success')).toContainText(texts.nl['wizard.success.text']!);
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: texts.nl['wizard.success.download'] }).click();
  expect((await download).suggestedFilename()).toBe('samenvatting.pdf');

  const sent = await commandsOf(request, 'member-active');
  expect(sent.map((entry) => entry.path)).toEqual(['/Plexus/personalPensionAgeCommand']);

  await openWizard(page, PENSION_AGE);
  await expect(wizard(page)).toContainText('Uw pensioen gaat nu in op 65 jaar en 6 maanden.');
});

test('§4/§7 a member makes a yearly gross extra deposit; the next read shows it as a request in progress', async ({
  page,
  request,
}) => {
  await page.clock.setFixedTime(new Date(TODAY));
  await signInAsPersona(page, 'member-active');
  await openWizard(page, EXTRA_DEPOSIT);
  await fillStep(page, 'kies-bruto-of-netto', { schemeType: 'gross' });
  expect(await clickNext(page, EXTRA_DEPOSIT)).toBe('step');
  await fillStep(page, 'kies-extra-inleg', { frequency: 'yearly', amount: '€ 3.000' });
  await expectAccessible(page);
  expect(await clickNext(page, EXTRA_DEPOSIT)).toBe('step');
  await stepReady(page);
  await expect(wizard(page)).toContainText('€ 3.000');
  await expectAccessible(page);
  expect(await clickNext(page, EXTRA_DEPOSIT)).toBe('step');
  await fillStep(page, 'samenvatting', { declaration: true });
  await expectAccessible(page);
  expect(await clickNext(page, EXTRA_DEPOSIT)).toBe('success');
  await expectAccessible(page);

  const sent = await commandsOf(request, 'member-active');
  expect(sent.map((entry) => entry.body)).toEqual([
    {
      policyId: '2100458712',
      amount: 3000,
      schemeType: 'gross',
      frequency: 'yearly',
      startDate: '2026-11-21',
    },
  ]);
  // The stub now has a request in progress: the next visit shows the pending-choice text.
  await openWizard(page, EXTRA_DEPOSIT);
  await expect(page.getByTestId('wizard-guard')).toContainText(
    texts.nl['modal.alreadyHasRequest.text']!,
  );
});

test('§1/§6 advisor-1 walks both wizards to the summary; sending is refused in the browser and nothing is written', async ({
  page,
  request,
}) => {
  await page.clock.setFixedTime(new Date(TODAY));
  await signInAsAdvisor(page);
  const refused = texts.nl['modal.readOnly.text']!;

  await openWizard(page, PENSION_AGE);
  await fillStep(page, 'kies-pensioenleeftijd', { type: 'specific', years: 66, months: 0 });
  await clickNext(page, PENSION_AGE);
  await walkTo(page, PENSION_AGE, 'samenvatting');
  await fillStep(page, 'samenvatting', { declaration: true });
  await submitButton(page).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(refused);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: texts.nl['modal.close'] }).last().click();
  await expect(dialog).toBeHidden();
  expect(await currentStep(page)).toBe('samenvatting');

  await openWizard(page, EXTRA_DEPOSIT);
  await fillStep(page, 'kies-bruto-of-netto', { schemeType: 'net' });
  await clickNext(page, EXTRA_DEPOSIT);
  await fillStep(page, 'kies-extra-inleg', { frequency: 'once', amount: 500 });
  await clickNext(page, EXTRA_DEPOSIT);
  await walkTo(page, EXTRA_DEPOSIT, 'samenvatting');
  await fillStep(page, 'samenvatting', { declaration: true });
  await submitButton(page).click();
  await expect(page.getByRole('alertdialog')).toContainText(refused);

  const writes = (await recordedCommands(request)).filter((entry) => {
    const { kind, actor } = entry as { kind?: string; actor?: string };
    return kind === 'command' && (actor === 'advisor-1' || entry.persona === 'member-active');
  });
  expect(writes.filter((entry) => entry.accepted)).toEqual([]);
  // Refused in the browser: not even a refused request reached the stub.
  expect(writes).toEqual([]);
});

test('§4 a reload keeps every answer; a deep link past the first open step lands on it', async ({
  page,
}) => {
  await signInAsPersona(page, 'member-active');
  await openWizard(page, PENSION_AGE, '?stap=samenvatting');
  await expect(page).toHaveURL(/\?stap=kies-pensioenleeftijd$/);

  await fillStep(page, 'kies-pensioenleeftijd', { type: 'specific', years: 66, months: 3 });
  await page.reload();
  await stepReady(page);
  await expect(
    field(page, 'kies-pensioenleeftijd', 'type').locator('input[value="specific"]'),
  ).toBeChecked();
  await expect(field(page, 'kies-pensioenleeftijd', 'years').locator('input')).toHaveValue('66');
  await expect(field(page, 'kies-pensioenleeftijd', 'months').locator('input')).toHaveValue('3');

  expect(await clickNext(page, PENSION_AGE)).toBe('step');
  await stepReady(page);
  await expect(page).toHaveURL(/\?stap=wat-betekent-dit$/);
  // Browser back and forward right after next, in the same page.
  await page.goBack();
  await expect.poll(() => stepReady(page)).toBe('kies-pensioenleeftijd');
  await expect(page).toHaveURL(/\?stap=kies-pensioenleeftijd$/);
  await page.goForward();
  await expect.poll(() => stepReady(page)).toBe('wat-betekent-dit');
  await page.reload();
  await stepReady(page, 'wat-betekent-dit');
  await page.goBack();
  await stepReady(page, 'kies-pensioenleeftijd');
  await page.goForward();
  await stepReady(page, 'wat-betekent-dit');
});

test('§2/§4 leaving asks first: continue stays, stop goes there and forgets the answers; browser forward out of the wizard asks too', async ({
  page,
}) => {
  await signInAsPersona(page, 'member-active');
  await openWizard(page, PENSION_AGE);
  const type = (value: string) =>
    field(page, 'kies-pensioenleeftijd', 'type').locator(`input[value="${value}"]`);
  await fillStep(page, 'kies-pensioenleeftijd', { type: 'state' });

  const inbox = page
    .getByRole('navigation', { name: texts.nl['chrome.menu.label'] })
    .getByRole('link', { name: texts.nl['chrome.menu.inbox'] });
  const dialog = page.getByRole('dialog', { name: texts.nl['modal.wizardCancel.title'] });
  await inbox.click();
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: texts.nl['modal.wizardCancel.continue'] }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/wijzigen\?stap=kies-pensioenleeftijd$/);
  await expect(type('state')).toBeChecked();

  await inbox.click();
  await dialog.getByRole('button', { name: texts.nl['modal.wizardCancel.stop'] }).click();
  await expect(page).toHaveURL(/\/postvak$/);

  // Back into the wizard (its answers were forgotten), then forward out of it again.
  await page.goBack();
  await stepReady(page, 'kies-pensioenleeftijd');
  await expect(type('state')).not.toBeChecked();
  await fillStep(page, 'kies-pensioenleeftijd', { type: 'agreement' });
  await page.goForward();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/wijzigen\?stap=kies-pensioenleeftijd$/);
  await dialog.getByRole('button', { name: texts.nl['modal.wizardCancel.continue'] }).click();
  await expect(dialog).toBeHidden();
  await expect(type('agreement')).toBeChecked();
});

/** One bad input and the message it must give. */
interface BadInput {
  answers: Record<string, unknown>;
  field: string;
  messageId: string;
  values?: Record<string, string | number> | ((language: 'nl' | 'en') => Record<string, string>);
  format?: string;
}

/** The examples of how to write a number, as the refusal of text in a number field shows them. */
const EXAMPLES = {
  nl: { whole: '1.250', decimal: '1.250,50' },
  en: { whole: '1,250', decimal: '1,250.50' },
};
const wholeExample = (language: 'nl' | 'en') => ({ whole: EXAMPLES[language].whole });

const pensionAgeInputs: BadInput[] = [
  { answers: {}, field: 'type', messageId: 'validation.required' },
  { answers: { type: 'specific' }, field: 'years', messageId: 'validation.required' },
  {
    answers: { type: 'specific', years: 'abc', months: 'x' },
    field: 'years',
    messageId: 'validation.wholeNumberFormat',
    values: wholeExample,
  },
  {
    answers: { type: 'specific', years: 66, months: 'x' },
    field: 'months',
    messageId: 'validation.wholeNumberFormat',
    values: wholeExample,
  },
  {
    answers: { type: 'specific', years: -1, months: 0 },
    field: 'years',
    messageId: 'validation.validNumber',
  },
  {
    answers: { type: 'specific', years: 66, months: 12 },
    field: 'months',
    messageId: 'validation.month',
  },
  {
    answers: { type: 'specific', years: 73, months: 0 },
    field: 'years',
    messageId: 'validation.range',
    values: { first: 62, second: 72 },
  },
  {
    answers: { type: 'specific', years: 62, months: 0 },
    field: 'years',
    messageId: 'validation.date.statePensionAgeRange',
  },
];

const extraDepositInputs: BadInput[] = [
  { answers: { frequency: 'once' }, field: 'amount', messageId: 'validation.required' },
  { answers: { amount: 100 }, field: 'frequency', messageId: 'validation.required' },
  {
    answers: { frequency: 'once', amount: 'abc' },
    field: 'amount',
    messageId: 'validation.amountFormat',
    values: (language) => EXAMPLES[language],
  },
  { answers: { frequency: 'once', amount: 0 }, field: 'amount', messageId: 'validation.positive' },
  {
    answers: { frequency: 'once', amount: 100.5 },
    field: 'amount',
    messageId: 'validation.noDecimals',
  },
  {
    answers: { frequency: 'once', amount: 50 },
    field: 'amount',
    messageId: 'validation.min',
    values: { amount: 100 },
    format: 'currency',
  },
  {
    answers: { frequency: 'yearly', amount: 5000 },
    field: 'amount',
    messageId: 'validation.tooMuch',
  },
];

/** Removes one step's answers from the stored wizard drafts (the next page load starts it empty). */
async function forgetStepAnswers(page: Page, stepId: string) {
  await page.evaluate((step) => {
    for (const key of Object.keys(sessionStorage)) {
      if (!key.startsWith('wizardDraft.')) continue;
      const draft = JSON.parse(sessionStorage.getItem(key) ?? '{}') as {
        answers?: Record<string, unknown>;
      };
      if (draft.answers) delete draft.answers[step];
      sessionStorage.setItem(key, JSON.stringify(draft));
    }
  }, stepId);
}

/** Enters each bad input on `stepId`, clicks next and checks the message at the field and above. */
async function expectMessages(
  page: Page,
  flow: FlowFile,
  stepId: string,
  inputs: BadInput[],
  language: 'nl' | 'en',
) {
  for (const input of inputs) {
    await forgetStepAnswers(page, stepId);
    await page.goto(`${flow.route}?stap=${stepId}`);
    await stepReady(page, stepId);
    await fillStep(page, stepId, input.answers, language);
    expect(await clickNext(page, flow)).toBe('errors');
    const values = typeof input.values === 'function' ? input.values(language) : input.values;
    const message = messageText(language, input.messageId, values, input.format);
    await expect(field(page, stepId, input.field)).toContainText(message);
    await expect(page.getByTestId('error-summary')).toContainText(message);
  }
  await expectAccessible(page);
}

for (const language of ['nl', 'en'] as const) {
  test(`§5 every validation message of the pension-age and extra-deposit fields, in ${language === 'nl' ? 'Dutch' : 'English'}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.clock.setFixedTime(new Date(TODAY));
    await signInAsPersona(page, 'member-active');
    await page.goto(`/?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    await expectMessages(page, PENSION_AGE, 'kies-pensioenleeftijd', pensionAgeInputs, language);

    await page.goto(`${PENSION_AGE.route}?stap=kies-pensioenleeftijd`);
    await fillStep(page, 'kies-pensioenleeftijd', { type: 'state' });
    await clickNext(page, PENSION_AGE);
    await walkTo(page, PENSION_AGE, 'samenvatting');
    expect(await clickNext(page, PENSION_AGE)).toBe('errors');
    await expect(field(page, 'samenvatting', 'declaration')).toContainText(
      messageText(language, 'flow.pension-age.summary.declarationRequired'),
    );
    await expectAccessible(page);

    await openWizard(page, EXTRA_DEPOSIT);
    expect(await clickNext(page, EXTRA_DEPOSIT)).toBe('errors');
    await expect(field(page, 'kies-bruto-of-netto', 'schemeType')).toContainText(
      messageText(language, 'validation.required'),
    );
    await expectAccessible(page);
    await fillStep(page, 'kies-bruto-of-netto', { schemeType: 'gross' });
    expect(await clickNext(page, EXTRA_DEPOSIT)).toBe('step');
    await expectMessages(page, EXTRA_DEPOSIT, 'kies-extra-inleg', extraDepositInputs, language);

    await page.goto(`${EXTRA_DEPOSIT.route}?stap=kies-extra-inleg`);
    await fillStep(page, 'kies-extra-inleg', { frequency: 'once', amount: 500 });
    await clickNext(page, EXTRA_DEPOSIT);
    await walkTo(page, EXTRA_DEPOSIT, 'samenvatting');
    expect(await clickNext(page, EXTRA_DEPOSIT)).toBe('errors');
    await expect(field(page, 'samenvatting', 'declaration')).toContainText(
      messageText(language, 'flow.extra-deposit.summary.declarationRequired'),
    );
    await expectAccessible(page);
  });
}

for (const language of ['en', 'nl'] as const) {
  const name = language === 'en' ? 'English' : 'Dutch';
  // What the other language writes for a thousand: could be one (a decimal separator before three
  // digits), so it is refused rather than read as 1.
  const own = language === 'en' ? '1,000' : '1.000';
  const other = language === 'en' ? '1.000' : '1,000';

  test(`§5 amounts on the ${name} page: ${own} sends 1000, ${other} is refused with an example and kept; help text, summary and PDF write amounts the ${name} way`, async ({
    page,
    request,
  }) => {
    await page.clock.setFixedTime(new Date(TODAY));
    await signInAsPersona(page, 'member-active');
    await openWizard(page, EXTRA_DEPOSIT, `?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await fillStep(page, 'kies-bruto-of-netto', { schemeType: 'gross' });
    expect(await clickNext(page, EXTRA_DEPOSIT)).toBe('step');
    await stepReady(page);

    // The help text's room (an ICU placeholder) is written as the summary will write amounts.
    const otherLanguage = language === 'en' ? 'nl' : 'en';
    await expect(wizard(page)).toContainText(euros(3350, language));
    await expect(wizard(page)).not.toContainText(euros(3350, otherLanguage));

    await fillStep(page, 'kies-extra-inleg', { frequency: 'yearly', amount: other }, language);
    expect(await clickNext(page, EXTRA_DEPOSIT)).toBe('errors');
    const refusal = messageText(language, 'validation.amountFormat', EXAMPLES[language]);
    const amount = field(page, 'kies-extra-inleg', 'amount');
    await expect(amount).toContainText(refusal);
    await expect(page.getByTestId('error-summary')).toContainText(refusal);
    await expect(amount.locator('input')).toHaveValue(other);
    await expectAccessible(page);

    await fillStep(page, 'kies-extra-inleg', { amount: own }, language);
    expect(await clickNext(page, EXTRA_DEPOSIT)).toBe('step');
    await stepReady(page);
    await expect(page.getByRole('table').first()).toContainText(euros(1000, language));
    await expectAccessible(page);
    expect(await clickNext(page, EXTRA_DEPOSIT)).toBe('step');
    await stepReady(page, 'samenvatting');
    const perYear = wizard(page)
      .locator('dt', { hasText: messageText(language, 'flow.extra-deposit.summary.perYear') })
      .filter({ visible: true })
      .locator('xpath=following-sibling::dd[1]');
    await expect(perYear).toHaveText(euros(1000, language));
    await expect(wizard(page)).not.toContainText(euros(1000, otherLanguage));
    await expectAccessible(page);
    await fillStep(page, 'samenvatting', { declaration: true });
    expect(await clickNext(page, EXTRA_DEPOSIT)).toBe('success');

    const sent = await commandsOf(request, 'member-active');
    expect(sent.map((entry) => (entry.body as { amount?: unknown }).amount)).toEqual([1000]);

    // The summary PDF is written in the page's language, amounts included.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: texts[language]['wizard.success.download'] }).click();
    const pdf = pdfText(await readFile((await (await download).path()) ?? ''));
    expect(pdf).toContain(euros(1000, language));
    expect(pdf).toContain(language === 'en' ? 'Summary extra deposit' : 'Samenvatting extra inleg');
  });
}
