// The devbox flow preview (issue 4): without signing in, any flow and any step as the member
// sees it, with the data of a stub persona, in either language; read-only, so walking a flow to
// its end shows the command it would send and the stub records nothing. Axe and CSP on each view.
import { test, expect, expectAccessible } from './support/fixtures';
import { clickNext, fillStep, flowFile, flowFixtures, stepReady, wizard } from './support/flows';
import { recordedCommands, resetStub } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

test('the devbox previews a flow step by step as a persona, in both languages, and sends nothing', async ({
  page,
  request,
}) => {
  const flow = flowFile('pension-age');
  const fixture = flowFixtures('pension-age').find((entry) => entry.file === 'specific.json')!;
  await page.clock.setFixedTime(new Date(fixture.now));

  // The devbox links to the preview.
  await page.goto('/devbox');
  await page.getByRole('link', { name: 'pension-age', exact: true }).click();
  await expect(page).toHaveURL(/\/devbox\/flows\/pension-age\/kies-pensioenleeftijd$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(
    'Voorbeeld van een keuzeflow',
  );
  await stepReady(page, 'kies-pensioenleeftijd');
  await expectAccessible(page);

  // Any step straight away, with the persona's data, in English.
  await page.goto(`/devbox/flows/pension-age/wat-betekent-dit?persona=${fixture.persona}&lang=en`);
  await stepReady(page, 'wat-betekent-dit');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(wizard(page).getByRole('button', { name: 'Next' })).toBeVisible();
  await expectAccessible(page);

  // Walk the fixture's journey in Dutch; the last button shows the command instead of sending.
  await page.goto(`/devbox/flows/pension-age?persona=${fixture.persona}&lang=nl`);
  for (const stepId of fixture.expectedSteps) {
    await stepReady(page, stepId);
    await fillStep(page, stepId, fixture.answers[stepId] ?? {});
    if (stepId === fixture.expectedSteps.at(-1)) break;
    expect(await clickNext(page, flow)).toBe('step');
    await expect(page).toHaveURL(new RegExp(`/devbox/flows/pension-age/[a-z-]+\\?`));
  }
  await wizard(page).locator('button[type="submit"]').filter({ visible: true }).click();
  const command = page.getByTestId('preview-command');
  await expect(command).toBeVisible();
  const shown = JSON.parse((await command.locator('pre').textContent()) ?? '{}') as {
    command: string;
    body: unknown;
  };
  expect(shown.body).toEqual(fixture.expectedCommand?.body);
  await expectAccessible(page);
  // The stub records reads sent as POST too (`kind: query`): no write at all.
  const writes = (await recordedCommands(request)).filter(
    (entry) => (entry as { kind?: string }).kind !== 'query',
  );
  expect(writes).toEqual([]);
});
