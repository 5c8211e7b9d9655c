// Spec section 4, pending choice, and section 8's 'Already has a request': member-pending (an
// investment choice and two fund switches still in the administration) gets the same answer on
// every arrange-yourself area page as in its wizard. Where a request of the area's kind is pending
// (rules/pending-choice.json), the page says so and the wizard shows its guard; elsewhere the page
// offers the change and the wizard opens.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test, expect, expectAccessible } from './support/fixtures';
import { flowFile, stepReady, submitButton, texts, wizard } from './support/flows';
import { signInAsPersona } from './support/sign-in';
import { resetStub } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

/** The day the stub's data is about (stub/personas/README.md). */
const TODAY = '2026-11-21T10:00:00+01:00';

/** The wizards with a pending-choice guard: one per arrange-yourself area. */
const areas = readdirSync(join(import.meta.dirname, '..', 'flows'))
  .filter((name) => name.endsWith('.flow.json'))
  .map((name) => name.replace(/\.flow\.json$/, ''))
  .sort()
  .map((flowId) => ({ flowId, flow: flowFile(flowId) as ReturnType<typeof flowFile> & Guarded }))
  .filter(({ flow }) => flow.guards?.some((guard) => guard.id === 'pending-choice'));

interface Guarded {
  guards?: { id: string }[];
}

/** A Dutch text by message id. */
const nl = (id: string) => texts.nl[id] ?? id;

/** The areas member-pending's investment choice and fund switches block. */
const blocked = new Set(['investment-choice', 'accrual-manner']);

test('§4 member-pending sees on each area page what its wizard does: pending notice and guard for the investment areas, the change button and a working wizard elsewhere', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(areas.map(({ flowId }) => flowId)).toEqual(
    expect.arrayContaining([...blocked, 'pension-age', 'extra-deposit', 'value-transfer']),
  );
  await page.clock.setFixedTime(new Date(TODAY));
  await signInAsPersona(page, 'member-pending');

  for (const { flowId, flow } of areas) {
    await test.step(flowId, async () => {
      // The area page is the wizard route's parent: /zelf-regelen/pensioenleeftijd for /wijzigen.
      await page.goto(dirname(flow.route));
      const notice = page.getByTestId('pending-request');
      const action = page.getByTestId('area-action');
      await expect(notice.or(action)).toBeVisible();

      if (blocked.has(flowId)) {
        await expect(notice).toContainText(nl('modal.alreadyHasRequest.title'));
        await expect(notice).toContainText('Van lifecycle Neutraal naar lifecycle Offensief');
        await expect(action).toHaveCount(0);
        await expectAccessible(page);

        await page.goto(flow.route);
        const guard = page.getByTestId('wizard-guard');
        await expect(guard).toHaveAttribute('data-guard', 'pending-choice');
        await expect(guard).toContainText(nl('modal.alreadyHasRequest.text'));
        await expect(wizard(page)).toHaveCount(0);
        await expectAccessible(page);
        return;
      }

      await expect(notice).toHaveCount(0);
      await expect(action).toHaveAttribute('href', flow.route);
      await expectAccessible(page);
      await action.click();
      await expect(page).toHaveURL((url) => url.pathname === flow.route);
      await stepReady(page);
      await expect(page.getByTestId('wizard-guard')).toHaveCount(0);
      await expect(submitButton(page)).toBeEnabled();
      await expectAccessible(page);
    });
  }
});
