// The driver of the bench pages (`npm run bench`, bench-trace.ts): fills a step's fields from a
// fixture's answers and reads which step is shown, through the data attributes the portal's wizard
// and the hand-written baseline both carry (`data-testid="wizard"`, `data-step`,
// `data-field="wizard-<step>-<field>"`).
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium-path';

/** What the bench reads of a flow fixture. */
export interface BenchFixture {
  /** The persona signed in as. */
  persona: string;
  /** The steps the journey shows, in order. */
  expectedSteps: string[];
  /** The answers per step. */
  answers: Record<string, Record<string, unknown>>;
}

/** The flow fixture `tests/fixtures/flows/<flowId>/<fixtureName>`. */
export function readFixture(flowId: string, fixtureName: string): BenchFixture {
  return JSON.parse(
    readFileSync(`tests/fixtures/flows/${flowId}/${fixtureName}`, 'utf8'),
  ) as BenchFixture;
}

/** Waits until `url` answers (a server the bench started), at most a minute. */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${url} did not come up`);
}

/** The full Chromium for the bench (scripts/chromium-path.ts): Playwright's own, else Debian's. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable({ headlessShell: false }),
    args: [...CHROMIUM_ARGS],
  });
}

/** Fills the step's fields with `answers`, as a member would (radio, checkbox or typed text). */
export async function fillStep(page: Page, stepId: string, answers: Record<string, unknown>) {
  for (const [name, value] of Object.entries(answers)) {
    const frame = page.locator(`[data-field="wizard-${stepId}-${name}"]`);
    // A field shown by an earlier answer of the step appears once that answer has been handed over.
    await frame.waitFor({ state: 'attached', timeout: 1000 }).catch(() => {});
    if ((await frame.count()) === 0) continue;
    if ((await frame.locator('input[type="radio"]').count()) > 0) {
      const radio = frame.locator(`input[type="radio"][value="${String(value)}"]`);
      if ((await radio.count()) > 0) await radio.check();
    } else if ((await frame.locator('input[type="checkbox"]').count()) > 0) {
      await frame.locator('input[type="checkbox"]').setChecked(value === true);
    } else {
      // Numbers as a member types them (decimal comma); text as it is.
      const typed = typeof value === 'number' ? String(value).replace('.', ',') : String(value);
      await frame.locator('input, select').first().fill(typed);
    }
  }
}

/** Waits for a step to be shown (and its loading status gone); returns its id. */
export async function stepReady(page: Page) {
  await page.locator('[data-testid="wizard"][data-step]').waitFor();
  await page
    .locator('[data-testid="wizard"] [role="status"]:visible')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  return (await page.locator('[data-testid="wizard"]').getAttribute('data-step')) ?? '';
}
