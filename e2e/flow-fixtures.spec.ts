// Spec sections 4 and 7 for every flow in flows/: the fixtures of tests/fixtures/flows/<flow>/
// replayed through the UI, one per distinct path through the flow (the steps visited and how the
// last click ends: tests/fixtures/flows/fixture-paths.ts; every fixture replays headless in
// tests/flows-fixtures.test.ts), checking answers per step → visited steps → errors / guard /
// nothing-changed / the command the stub records, and a read-only walk by advisor-1 through the
// steps of the flow's first member-active success fixture that writes nothing. A new flow file
// with fixtures is covered here without a line of test code.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { commandOfRequest } from '../src/api/commands/command-registry';
import { test, expect, expectAccessible } from './support/fixtures';
import {
  clickNext,
  field,
  fillStep,
  fixtureErrorText,
  flowFile,
  flowFixtures,
  openWizard,
  signInAsAdvisor,
  stepReady,
  submitButton,
  texts,
  wizardOpened,
} from './support/flows';
import { signInAsPersona } from './support/sign-in';
import { onePerPath } from '../tests/fixtures/flows/fixture-paths';
import {
  filesSummaryDocument,
  recordedCommands,
  resetStub,
  summaryDocuments,
} from './support/stub';

// The tests share nothing (each resets its own lane's stub), so both lanes take from this file.
test.describe.configure({ mode: 'parallel' });
test.beforeEach(async ({ request }) => resetStub(request));

const flowIds = readdirSync(join(import.meta.dirname, '..', 'flows'))
  .filter((name) => name.endsWith('.flow.json'))
  .map((name) => name.replace(/\.flow\.json$/, ''))
  .sort();

/** The writes of a persona that change state. */
async function commandsOf(request: Parameters<typeof recordedCommands>[0], persona: string) {
  return (await recordedCommands(request, persona)).filter(
    (entry) => (entry as { kind?: string }).kind === 'command',
  );
}

for (const flowId of flowIds) {
  const flow = flowFile(flowId);
  const fixtures = flowFixtures(flowId);

  // CI replays one fixture per distinct path (every fixture replays headless); a tester replaying
  // one flow (`npm run fixtures -- <flow> --browser`) gets every fixture of it.
  const replayed = process.env.FIXTURES_ALL === '1' ? fixtures : onePerPath(fixtures);
  test.describe(`${flowId}: fixtures replayed through the UI`, () => {
    for (const fixture of replayed) {
      test(`§4 ${flowId}/${fixture.file}: ${fixture.description}`, async ({ page, request }) => {
        await page.clock.setFixedTime(new Date(fixture.now));
        await signInAsPersona(page, fixture.persona, flow.route);
        await wizardOpened(page);

        if (fixture.expectedGuard) {
          await expect(page.getByTestId('wizard-guard')).toHaveAttribute(
            'data-guard',
            fixture.expectedGuard,
          );
          await expectAccessible(page);
          return;
        }

        const visited: string[] = [];
        for (;;) {
          const step = await stepReady(page);
          visited.push(step);
          await fillStep(page, step, fixture.answers[step] ?? {});
          const outcome = await clickNext(page, flow);
          if (outcome === 'step') continue;
          expect(visited).toEqual(fixture.expectedSteps);
          if (outcome === 'errors') {
            const expected = fixture.expectedErrors?.[step] ?? [];
            expect(expected.length, 'the fixture expects these errors').toBeGreaterThan(0);
            const summary = page.getByTestId('error-summary');
            for (const error of expected) {
              await expect(summary).toContainText(fixtureErrorText(flow, step, error));
              await expect(field(page, step, error.path)).toContainText(
                fixtureErrorText(flow, step, error),
              );
            }
            await expect(summary).toBeFocused();
            await expectAccessible(page);
            expect(fixture.expectedCommand).toBeNull();
            // Only the quote draft made before the summary, if the walk got that far.
            expect(
              (await commandsOf(request, fixture.persona)).map((entry) => ({
                name: commandOfRequest(entry.method, entry.path),
                body: entry.body,
              })),
            ).toEqual(fixture.expectedQuoteDraft ? [fixture.expectedQuoteDraft] : []);
            return;
          }
          if (outcome === 'nothingChanged') {
            expect(fixture.expectedNothingChanged).toBe(true);
            expect(await commandsOf(request, fixture.persona)).toEqual([]);
            return;
          }
          // success
          await expectAccessible(page);
          const all = await commandsOf(request, fixture.persona);
          // A quote draft (ADR 0014) is made before the summary and carries the change; the
          // command is then its accept.
          const drafts = all.filter(
            (entry) =>
              commandOfRequest(entry.method, entry.path) === fixture.expectedQuoteDraft?.name,
          );
          expect(drafts.map((entry) => entry.body)).toEqual(
            fixture.expectedQuoteDraft ? [fixture.expectedQuoteDraft.body] : [],
          );
          const writes = all.filter((entry) => !drafts.includes(entry));
          const sent = writes.filter((entry) => !filesSummaryDocument(entry));
          const filings = writes.filter(filesSummaryDocument);
          expect(sent).toHaveLength(1);
          expect(sent[0]?.accepted).toBe(true);
          // The same path table as the headless replay: the request belongs to the named command.
          expect(commandOfRequest(sent[0]?.method ?? '', sent[0]?.path ?? '')).toBe(
            fixture.expectedCommand?.name,
          );
          const { summaryDocumentId, ...body } = sent[0]?.body as Record<string, unknown>;
          expect(body).toEqual(fixture.expectedCommand?.body);
          if (fixture.expectedSummaryDocument) {
            // Filed first, then named by the command (ADR 0003).
            expect(filings.map((entry) => entry.body)).toEqual([
              fixture.expectedSummaryDocument.body,
            ]);
            const [filed] = await summaryDocuments(request, fixture.persona);
            expect(summaryDocumentId).toBe(filed?.documentId);
            expect(filed?.request?.path).toBe(sent[0]?.path);
          } else {
            expect(filings).toEqual([]);
            expect(summaryDocumentId).toBeUndefined();
          }
          return;
        }
      });
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
