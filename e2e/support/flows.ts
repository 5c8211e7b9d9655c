// Driving wizards in the browser: the flow fixtures of tests/fixtures/flows (answers per step →
// visited steps → errors / guard / nothing-changed / command), the texts of both locale files,
// and the field ids the wizard renders (`wizard-<step>-<field>`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { fixtureFileBytes } from '../../tests/fixtures/flows/fixture-files';
import { portalPort } from './lanes';
import { logInAtProvider } from './sign-in';

const root = join(import.meta.dirname, '..', '..');
const readJson = <T>(...path: string[]) =>
  JSON.parse(readFileSync(join(root, ...path), 'utf8')) as T;

/** The texts of one locale by message id. */
export type Texts = Record<string, string>;
export const texts: Record<'nl' | 'en', Texts> = {
  nl: readJson('locales', 'nl-NL.json'),
  en: readJson('locales', 'en-GB.json'),
};

/** A flow fixture (tests/fixtures/flows/fixture.schema.json). */
export interface FlowFixture {
  /** File name, for the test title. */
  file: string;
  description: string;
  persona: string;
  now: string;
  answers: Record<string, Record<string, unknown>>;
  expectedGuard?: string;
  expectedSteps: string[];
  expectedErrors?: Record<
    string,
    { path: string; messageId: string; values?: Record<string, string | number> }[]
  >;
  expectedNothingChanged?: boolean;
  expectedCommand: { name: string; body: unknown } | null;
  /** The quote draft made before the summary (its accept is then the command), if any. */
  expectedQuoteDraft?: { name: string; body: unknown };
  /** The request's summary document filed before the command, if the flow files one. */
  expectedSummaryDocument?: { name: string; body: unknown };
}

/** Every fixture of a flow, by file name. */
export function flowFixtures(flowId: string): FlowFixture[] {
  const dir = join(root, 'tests', 'fixtures', 'flows', flowId);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => ({
      file,
      ...(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Omit<FlowFixture, 'file'>),
    }));
}

/** A flow file, as far as the tests read it. */
export interface FlowFile {
  route: string;
  successRoute: string;
  steps: { id: string; kind: string; uiSchema?: string }[];
}

export function flowFile(flowId: string): FlowFile {
  return readJson('flows', `${flowId}.flow.json`);
}

/** The `ui:format` of a field, from the step's ui schema. */
function fieldFormat(flow: FlowFile, stepId: string, field: string): string | undefined {
  const uiPath = flow.steps.find((step) => step.id === stepId)?.uiSchema;
  if (!uiPath) return undefined;
  const ui = readJson<Record<string, Record<string, unknown>>>('schemas', uiPath);
  const format = ui[field]?.['ui:format'];
  return typeof format === 'string' ? format : undefined;
}

/** The locale of a page language. */
const LOCALES = { nl: 'nl-NL', en: 'en-GB' } as const;

/** Whole euros as the portal shows them: `€ 1.250` in Dutch, `€1,250` in English. */
export const euros = (amount: number, language: 'nl' | 'en' = 'nl') =>
  new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);

/**
 * The text of a message with simple `{name}` placeholders filled; on a currency field amounts
 * read as euros, as the wizard shows them.
 */
export function messageText(
  language: 'nl' | 'en',
  id: string,
  values: Record<string, string | number> = {},
  format?: string,
): string {
  const message = texts[language][id];
  if (message === undefined) throw new Error(`No ${language} text for ${id}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return format === 'currency' && typeof value === 'number'
      ? euros(value, language)
      : String(value);
  });
}

/** The expected text of a fixture's field error. */
export function fixtureErrorText(
  flow: FlowFile,
  stepId: string,
  error: { path: string; messageId: string; values?: Record<string, string | number> },
  language: 'nl' | 'en' = 'nl',
): string {
  return messageText(
    language,
    error.messageId,
    error.values,
    fieldFormat(flow, stepId, error.path),
  );
}

/** The wizard on the page. */
export const wizard = (page: Page) => page.getByTestId('wizard');

/** The step the wizard shows. */
export async function currentStep(page: Page): Promise<string> {
  return (await wizard(page).getAttribute('data-step', { timeout: 2_000 })) ?? '';
}

/** A field's frame (label, help, error and input). */
export const field = (page: Page, stepId: string, name: string): Locator =>
  page.locator(`[data-field="wizard-${stepId}-${name}"]`);

/** A file as fixtures give it (tests/fixtures/flows/fixture-files.ts supplies the bytes). */
interface FixtureFile {
  name: string;
  type: string;
  size: number;
}

/** Types a value as a member of the page's language would: a decimal comma in Dutch. */
const typed = (value: unknown, language: 'nl' | 'en') =>
  typeof value === 'number' && language === 'nl' ? String(value).replace('.', ',') : String(value);

/** How a field takes its answer, as `fieldWidget` reads it from the field's frame. */
type FieldWidget =
  'absent' | 'files' | 'radio' | 'select' | 'allocation' | 'checkboxes' | 'checkbox' | 'text';

/**
 * The widget of a field, read in the page in one call (asking per kind of input took up to six
 * calls a field, each a round trip to the browser): absent when the step does not show it.
 */
async function fieldWidget(page: Page, stepId: string, name: string, value: unknown) {
  return page.evaluate(
    ({ selector, isList }): FieldWidget => {
      const frame = document.querySelector(selector);
      if (!frame) return 'absent';
      const has = (query: string) => frame.querySelector(query) !== null;
      if (has('input[type="file"]')) return 'files';
      if (has('input[type="radio"]')) return 'radio';
      if (has('select')) return 'select';
      if (has('input[data-value]')) return 'allocation';
      if (has('input[type="checkbox"]')) return isList ? 'checkboxes' : 'checkbox';
      return 'text';
    },
    { selector: `[data-field="wizard-${stepId}-${name}"]`, isList: Array.isArray(value) },
  );
}

/**
 * Enters a step's answers: radio buttons by value (an option not offered is left alone, as a
 * member cannot pick it), a select's option by value, files (uploaded as fixture bytes), the
 * declaration checkbox, text for the rest (numbers written as the page's `language` writes them).
 * Fields the step does not show are skipped. Each field is looked up when its turn comes: an
 * earlier answer of the step may show it.
 */
export async function fillStep(
  page: Page,
  stepId: string,
  answers: Record<string, unknown>,
  language: 'nl' | 'en' = 'nl',
) {
  await stepReady(page, stepId);
  for (const [name, value] of Object.entries(answers)) {
    const frame = field(page, stepId, name);
    switch (await fieldWidget(page, stepId, name, value)) {
      case 'absent':
        break;
      case 'files': {
        // The fixture's `{ name, type, size }` files, uploaded as fixture bytes.
        const files = (Array.isArray(value) ? value : []) as FixtureFile[];
        await frame.locator('input[type="file"]').setInputFiles(
          files.map((file) => ({
            name: file.name,
            mimeType: file.type,
            buffer: fixtureFileBytes(file.size),
          })),
        );
        await expect(frame.locator('li[data-file]')).toHaveCount(files.length);
        break;
      }
      case 'radio': {
        const radio = frame.locator(`input[type="radio"][value="${String(value)}"]`);
        if ((await radio.count()) > 0) await radio.check();
        break;
      }
      case 'select':
        await frame.locator('select').selectOption(String(value));
        break;
      case 'allocation':
        // Per item `{ <key>: option, <amount>: n }`, the option's input by value.
        for (const item of (Array.isArray(value) ? value : []) as Record<string, unknown>[]) {
          const entries = Object.values(item);
          const option = entries.find((entry) => typeof entry === 'string');
          const amount = entries.find((entry) => typeof entry === 'number');
          await frame
            .locator(`input[data-value="${String(option)}"]`)
            .fill(typed(amount, language));
        }
        break;
      case 'checkboxes':
        // Tick exactly the listed values.
        for (const box of await frame.locator('input[type="checkbox"]').all())
          await box.setChecked((value as unknown[]).includes(await box.getAttribute('value')));
        break;
      case 'checkbox':
        await frame.locator('input[type="checkbox"]').setChecked(value === true);
        break;
      case 'text':
        await frame.locator('input, select, textarea').first().fill(typed(value, language));
    }
  }
}

/** The wizard's next (or send) button. */
// The step shown's (the frame just left, kept hidden until the new step is painted, has its own).
export const submitButton = (page: Page) =>
  wizard(page).locator('button[type="submit"]').filter({ visible: true });

/** What a click on next led to. */
export type NextOutcome = 'step' | 'errors' | 'success' | 'nothingChanged';

/**
 * Clicks next/send and waits for what follows it: the success page, the error summary, the
 * nothing-changed dialog or another step. One wait in the page looks for all four every 50 ms and
 * ends with the first: four waits raced from here kept the three that lost polling the page (and
 * drawing frames) until their 15 s ran out, on every click of every replay.
 */
export async function clickNext(
  page: Page,
  flow: FlowFile,
  /** The step shown, when the caller knows it (saves asking the page). */
  shown?: string,
): Promise<NextOutcome> {
  const before = shown ?? (await currentStep(page));
  await submitButton(page).click();
  const outcome = await page.waitForFunction(
    ({ before, successRoute, nothingChangedTitles }) => {
      const shown = (element: Element | null | undefined) =>
        element?.checkVisibility({ visibilityProperty: true }) === true;
      if (location.pathname === successRoute) return 'success';
      if (shown(document.querySelector('[data-testid="error-summary"]'))) return 'errors';
      const dialogs = [...document.querySelectorAll('[role="dialog"]')].filter(shown);
      const titled = (dialog: Element) => {
        const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
        return nothingChangedTitles.some((text) => title?.textContent?.includes(text));
      };
      if (dialogs.some(titled)) return 'nothingChanged';
      const step = document.querySelector('[data-testid="wizard"]')?.getAttribute('data-step');
      return step && step !== before ? 'step' : false;
    },
    {
      before,
      successRoute: flow.successRoute,
      nothingChangedTitles: [
        texts.nl['modal.nothingChanged.title']!,
        texts.en['modal.nothingChanged.title']!,
      ],
    },
    { polling: 50, timeout: 15_000 },
  );
  return (await outcome.jsonValue()) as NextOutcome;
}

/**
 * Walks a fixture's answers through the wizard from its first step to the last click; the outcome
 * of that click and the steps visited.
 */
export async function walkFixture(
  page: Page,
  flow: FlowFile,
  fixture: Pick<FlowFixture, 'answers'>,
): Promise<{ outcome: NextOutcome; visited: string[] }> {
  const visited: string[] = [];
  for (;;) {
    const step = await stepReady(page);
    visited.push(step);
    await fillStep(page, step, fixture.answers[step] ?? {});
    const outcome = await clickNext(page, flow, step);
    if (outcome !== 'step') return { outcome, visited };
  }
}

/**
 * Waits until the wizard shows a step with its content (an info step's calculation done: no
 * status shown in it), and is `expected` when given; the step. One wait in the page instead of
 * three calls.
 */
export async function stepReady(page: Page, expected?: string): Promise<string> {
  const step = await page
    .waitForFunction(
      (expected) => {
        const shown = (element: Element) =>
          element.checkVisibility({ visibilityProperty: true }) &&
          element.closest('[aria-hidden="true"], [inert]') === null;
        const wizard = document.querySelector('[data-testid="wizard"]');
        if (!wizard || !shown(wizard)) return false;
        if ([...wizard.querySelectorAll('[role="status"], output')].some(shown)) return false;
        const step = wizard.getAttribute('data-step') ?? '';
        return expected === undefined || step === expected ? step : false;
      },
      expected,
      { polling: 50, timeout: 10_000 },
    )
    .catch(async (error: unknown) => {
      const shown = await currentStep(page).catch(() => 'no wizard');
      const wanted = expected === undefined ? 'a step' : `step "${expected}"`;
      throw new Error(`The wizard did not show ${wanted} ready within 10 s (it shows "${shown}")`, {
        cause: error,
      });
    });
  return (await step.jsonValue()) as string;
}

/** The advisor (read-only) comes in through /advisor for member-active. */
export async function signInAsAdvisor(page: Page): Promise<void> {
  await page.goto('/advisor?personId=20045871&advisorId=advisor-1&employerId=4100123');
  await logInAtProvider(page, 'advisor-1');
  await page.waitForURL((url) => url.port === portalPort() && !url.pathname.includes('redirect'));
}

/** Opens a wizard and waits for its first step (or its guard). */
export async function openWizard(page: Page, flow: FlowFile, search = ''): Promise<string> {
  await page.goto(`${flow.route}${search}`);
  return wizardOpened(page);
}

/** Waits until the wizard (or its guard) is shown; the step it opened on. */
export async function wizardOpened(page: Page): Promise<string> {
  await expect(wizard(page).or(page.getByTestId('wizard-guard'))).toBeVisible();
  return currentStep(page).catch(() => '');
}
