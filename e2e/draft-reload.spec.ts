// Spec section 4 (a reload keeps every answer) and the house rule that nothing typed is lost, in a
// real browser: a typed field hands its value to the draft in a transition, so a reload right
// after the last keystroke comes before the draft has caught up. Leaving the page must store the
// values as typed. The processor is slowed (as on a busy phone) so the transition is still pending
// when the page goes.
import type { Page } from '@playwright/test';
import { DRAFT_KEY_PREFIX } from '../src/engine/core/draft/draft-storage';
import { test, expect, expectAccessible } from './support/fixtures';
import { field, fillStep, flowFile, openWizard, stepReady } from './support/flows';
import { signInAsPersona } from './support/sign-in';
import { resetStub } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

const PENSION_AGE = flowFile('pension-age');
const STEP = 'kies-pensioenleeftijd';
/** How much slower the processor runs while the member types and reloads. */
const CPU_SLOWDOWN = 6;

/** The stored draft's answers of `STEP`, once the typing pause has passed. */
const storedAnswers = (page: Page) =>
  page.evaluate(
    ({ prefix, step }) => {
      const key = Object.keys(sessionStorage).find((entry) => entry.startsWith(prefix));
      const draft = key ? JSON.parse(sessionStorage.getItem(key) ?? 'null') : null;
      return (draft?.answers?.[step] ?? null) as Record<string, unknown> | null;
    },
    { prefix: DRAFT_KEY_PREFIX, step: STEP },
  );

/** Opens the step with "a specific age" chosen and stored, so the typed years are all that is new. */
async function yearsField(page: Page) {
  await signInAsPersona(page, 'member-active');
  await openWizard(page, PENSION_AGE);
  await fillStep(page, STEP, { type: 'specific' });
  const years = field(page, STEP, 'years').locator('input');
  await expect(years).toBeVisible();
  await expect.poll(() => storedAnswers(page)).toEqual({ type: 'specific' });
  return years;
}

/** Runs `act` with the processor slowed down, and the reload it ends with. */
async function slowed(page: Page, act: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await act();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

test('§4 a reload right after the last keystroke keeps every character typed', async ({ page }) => {
  const years = await yearsField(page);
  await slowed(page, async () => {
    await years.pressSequentially('66');
    await page.reload();
  });
  await stepReady(page, STEP);
  await expect(years).toHaveValue('66');
  await expectAccessible(page);
});

test('§4 a reload in the same task as the keystroke keeps it', async ({ page }) => {
  const years = await yearsField(page);
  await years.fill('6');
  await expect.poll(() => storedAnswers(page)).toEqual({ type: 'specific', years: 6 });
  await slowed(page, async () => {
    const typed = years.evaluate((input: HTMLInputElement) => {
      // A keystroke as the browser delivers it (the value, then an input event), and the reload
      // before anything else runs.
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, '67');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      window.location.reload();
    });
    await Promise.all([page.waitForEvent('load'), typed]);
  });
  await stepReady(page, STEP);
  await expect(years).toHaveValue('67');
  await expectAccessible(page);
});
