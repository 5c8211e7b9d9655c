// Spec sections 4 and 7 for every flow in flows/: the fixtures of tests/fixtures/flows/<flow>/
// replayed through the UI, one per distinct path through the flow (the steps visited and how the
// last click ends: tests/fixtures/flows/fixture-paths.ts; every fixture replays headless in
// tests/flows-fixtures.test.ts), checking answers per step → visited steps → errors / guard /
// nothing-changed / the command the stub records, and a read-only walk by advisor-1 through the
// steps of the flow's first member-active success fixture that writes nothing. A new flow file
// with fixtures is covered here without a line of test code.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, expectAccessible } from './support/fixtures';
import {
  clickNext,
  fillStep,
  flowFile,
  flowFixtures,
  openWizard,
  signInAsAdvisor,
  stepReady,
  submitButton,
  texts,
} from './support/flows';
import { replayFixture } from './support/replay';
import { onePerPath } from '../tests/fixtures/flows/fixture-paths';
import { recordedCommands, resetStub } from './support/stub';

// The tests share nothing (each resets its own lane's stub), so both lanes take from this file.
test.describe.configure({ mode: 'parallel' });
test.beforeEach(async ({ request }) => resetStub(request));

const flowIds = readdirSync(join(import.meta.dirname, '..', 'flows'))
  .filter((name) => name.endsWith('.flow.json'))
  .map((name) => name.replace(/\.flow\.json$/, ''))
  .sort();

for (const flowId of flowIds) {
  const flow = flowFile(flowId);
  const fixtures = flowFixtures(flowId);

  // CI replays one fixture per distinct path (every fixture replays headless); a tester replaying
  // one flow (`npm run fixtures -- <flow> --browser`) gets every fixture of it.
  const replayed = process.env.FIXTURES_ALL === '1' ? fixtures : onePerPath(fixtures);
  test.describe(`${flowId}: fixtures replayed through the UI`, () => {
    for (const fixture of replayed) {
      test(`§4 ${flowId}/${fixture.file}: ${fixture.description}`, async ({ page, request }) =>
        replayFixture(page, request, flow, fixture));
    }
  });

  const walk = fixtures.find(
    (fixture) =>
      fixture.persona === 'member-active' &&
      fixture.expectedCommand &&
      !fixture.expectedErrors &&
      !fixture.expectedNothingChanged &&
      !fixture.expectedGuard,
  );
  test(`§1/§6 ${flowId}: advisor-1 walks every step read-only; sending is refused in the browser and nothing is written`, async ({
    page,
    request,
  }) => {
    expect(walk, `${flowId} needs a member-active fixture that sends its command`).toBeDefined();
    if (!walk) return;
    // Every step is checked with axe: a long flow (value transfer, 20 steps) needs more than the
    // default minute on a loaded machine.
    test.setTimeout(60_000 + walk.expectedSteps.length * 3_000);
    await page.clock.setFixedTime(new Date(walk.now));
    await signInAsAdvisor(page);
    await openWizard(page, flow);
    const visited: string[] = [];
    for (;;) {
      const step = await stepReady(page);
      visited.push(step);
      await expectAccessible(page);
      await fillStep(page, step, walk.answers[step] ?? {});
      if (visited.length === walk.expectedSteps.length) break;
      expect(await clickNext(page, flow)).toBe('step');
    }
    expect(visited).toEqual(walk.expectedSteps);
    await submitButton(page).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(texts.nl['modal.readOnly.text']!);
    await expectAccessible(page);

    const writes = (await recordedCommands(request)).filter((entry) => {
      const { kind, actor } = entry as { kind?: string; actor?: string };
      return kind === 'command' && (actor === 'advisor-1' || entry.persona === 'member-active');
    });
    // Refused in the browser: not even a refused request reached the stub.
    expect(writes).toEqual([]);
  });
}
