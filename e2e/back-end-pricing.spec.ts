// Spec section 7, back-end pricing (docs/adr/0014-back-end-pricing.md): the Anw wizard's
// indicative monthly premium is the back end's answer to POST /plexus/calculatePremiumProjections
// for the chosen amount, not arithmetic in the browser; the stub prices it from persona data.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import {
  clickNext,
  fillStep,
  flowFile,
  flowFixtures,
  openWizard,
  stepReady,
} from './support/flows';
import { signInAsPersona } from './support/sign-in';
import { resetStub } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

const flow = flowFile('anw-pension');
const fixture = flowFixtures('anw-pension').find((entry) => entry.file === 'start.json')!;

/** Walks the start fixture up to the step that shows what the choice means. */
async function reachMeaning(page: Page): Promise<void> {
  await page.clock.setFixedTime(new Date(fixture.now));
  await signInAsPersona(page, fixture.persona);
  await openWizard(page, flow);
  for (;;) {
    const step = await stepReady(page);
    if (step === 'wat-betekent-dit') return;
    await fillStep(page, step, fixture.answers[step] ?? {});
    expect(await clickNext(page, flow)).toBe('step');
  }
}

test('§7 the Anw indicative monthly premium is the back end’s price of the chosen amount', async ({
  page,
}) => {
  const asked: unknown[] = [];
  await page.route('**/plexus/calculatePremiumProjections', async (route) => {
    asked.push(route.request().postDataJSON());
    await route.fulfill({
      json: {
        policyId: '2100458712',
        premiumCollection: [
          {
            coverCode: 'ANW_VOL',
            insuredAmount: 19260,
            yearlyPremium: 148.08,
            monthlyPremium: 12.34,
          },
        ],
      },
    });
  });
  await reachMeaning(page);
  await expect(page.getByText(/Uw indicatieve premie is nu €\s12 per maand/)).toBeVisible();
  expect(asked).toEqual([
    {
      policyId: '2100458712',
      coverChangeCollection: [{ coverCode: 'ANW_VOL', insuredAmount: 19260 }],
    },
  ]);
  await expectAccessible(page);
});

test('§7 the stub prices the Anw cover from persona data by age and gender, as the premium table reads', async ({
  page,
}) => {
  await reachMeaning(page);
  // member-active is a man of 45: 1.75 % a year of € 19,260 is € 28.09 a month.
  await expect(page.getByText(/Uw indicatieve premie is nu €\s28 per maand/)).toBeVisible();
  await expectAccessible(page);
});
