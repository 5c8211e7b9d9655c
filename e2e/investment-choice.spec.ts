// Spec section 7 in a real browser: the investment-choice wizard's PUT to
// portfolio-investment-profiles carries "the profile plus a targetSplitPortfoliosCommand" for a
// lifecycle profile too, and the stub, which refuses that PUT without it, accepts it and shows the
// new profile on the next read. Every fixture of the flow replays in flow-fixtures.spec.ts.
import { test, expect, expectAccessible } from './support/fixtures';
import { clickNext, fillStep, flowFile, openWizard, stepReady, wizard } from './support/flows';
import { signInAsPersona } from './support/sign-in';
import { recordedCommands, resetStub } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

const INVESTMENT_CHOICE = flowFile('investment-choice');

/** The day the stub's data is about (stub/personas/README.md). */
const TODAY = '2026-11-21T10:00:00+01:00';

test('§7 a lifecycle choice sends the profile plus a targetSplitPortfoliosCommand: the portfolio’s current split', async ({
  page,
  request,
}) => {
  await page.clock.setFixedTime(new Date(TODAY));
  await signInAsPersona(page, 'member-active');
  await openWizard(page, INVESTMENT_CHOICE);
  await fillStep(page, 'beleggingswijze', { investmentType: 'lifecycle' });
  await expectAccessible(page);
  expect(await clickNext(page, INVESTMENT_CHOICE)).toBe('step');
  await fillStep(page, 'lifecycleprofiel', { profile: 'Offensive' });
  expect(await clickNext(page, INVESTMENT_CHOICE)).toBe('step');
  for (const step of ['wat-betekent-dit', 'profielindicator']) {
    await stepReady(page, step);
    expect(await clickNext(page, INVESTMENT_CHOICE)).toBe('step');
  }
  await fillStep(page, 'samenvatting', { declaration: true });
  await expectAccessible(page);
  expect(await clickNext(page, INVESTMENT_CHOICE)).toBe('success');
  await expectAccessible(page);

  const sent = (await recordedCommands(request, 'member-active')).filter(
    (entry) => (entry as { kind?: string }).kind === 'command',
  );
  expect(sent).toEqual([
    expect.objectContaining({
      method: 'PUT',
      path: '/plexus/policies/2100458712/portfolio-investment-profiles',
      accepted: true,
      body: {
        investmentProfile: 'Offensive',
        targetSplitPortfoliosCommand: {
          portfolioCollection: [
            {
              portfolioUid: 'PF-458712-01',
              targetSplitCollection: [
                { fundId: 'F1001', targetPct: 50 },
                { fundId: 'F1002', targetPct: 10 },
                { fundId: 'F1006', targetPct: 25 },
                { fundId: 'F1007', targetPct: 15 },
              ],
            },
          ],
        },
      },
    }),
  ]);

  // The stub took it: the wizard opens on the new profile.
  await openWizard(page, INVESTMENT_CHOICE);
  await stepReady(page);
  await expect(wizard(page)).toContainText('U belegt nu volgens het lifecycleprofiel Offensief.');
});
