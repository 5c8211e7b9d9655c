// A flow fixture (tests/fixtures/flows/<flow>/<name>.json) replayed through the portal in the
// browser: signed in as its persona straight into the wizard, answers entered per step, and then
// checked — the steps visited, and the errors, guard, nothing-changed notice or the command the
// stub recorded (with its quote draft and summary document). The CI replay (flow-fixtures.spec.ts)
// and the studio's recorded journey (studio-edit.spec.ts) both replay through this one walk.
import type { APIRequestContext, Page } from '@playwright/test';
import { commandOfRequest } from '../../src/api/commands/command-registry';
import { expect, expectAccessible } from './fixtures';
import {
  field,
  fixtureErrorText,
  type FlowFile,
  type FlowFixture,
  walkFixture,
  wizardOpened,
} from './flows';
import { signInAsPersona } from './sign-in';
import { filesSummaryDocument, recordedCommands, summaryDocuments } from './stub';

/** The writes of a persona that change state. */
export async function commandsOf(request: APIRequestContext, persona: string) {
  return (await recordedCommands(request, persona)).filter(
    (entry) => (entry as { kind?: string }).kind === 'command',
  );
}

/**
 * Replays `fixture` of `flow` in `page` and checks its outcome. The lane's stub should be reset
 * first: the fixture's persona starts from its file and the recorder from empty.
 */
export async function replayFixture(
  page: Page,
  request: APIRequestContext,
  flow: FlowFile,
  fixture: FlowFixture,
): Promise<void> {
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

  const { outcome, visited } = await walkFixture(page, flow, fixture);
  expect(visited).toEqual(fixture.expectedSteps);
  if (outcome === 'errors') return expectErrors(page, request, flow, fixture, visited.at(-1)!);
  if (outcome === 'nothingChanged') {
    expect(fixture.expectedNothingChanged).toBe(true);
    expect(await commandsOf(request, fixture.persona)).toEqual([]);
    return;
  }
  return expectSent(page, request, fixture);
}

/** The last click showed errors: the fixture's, on the summary and at their fields. */
async function expectErrors(
  page: Page,
  request: APIRequestContext,
  flow: FlowFile,
  fixture: FlowFixture,
  step: string,
): Promise<void> {
  const expected = fixture.expectedErrors?.[step] ?? [];
  expect(expected.length, 'the fixture expects these errors').toBeGreaterThan(0);
  const summary = page.getByTestId('error-summary');
  for (const error of expected) {
    await expect(summary).toContainText(fixtureErrorText(flow, step, error));
    await expect(field(page, step, error.path)).toContainText(fixtureErrorText(flow, step, error));
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
}

/** The last click sent: exactly the fixture's command, its quote draft and summary document. */
async function expectSent(
  page: Page,
  request: APIRequestContext,
  fixture: FlowFixture,
): Promise<void> {
  await expectAccessible(page);
  const all = await commandsOf(request, fixture.persona);
  // A quote draft (ADR 0014) is made before the summary and carries the change; the command is
  // then its accept.
  const drafts = all.filter(
    (entry) => commandOfRequest(entry.method, entry.path) === fixture.expectedQuoteDraft?.name,
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
    expect(filings.map((entry) => entry.body)).toEqual([fixture.expectedSummaryDocument.body]);
    const [filed] = await summaryDocuments(request, fixture.persona);
    expect(summaryDocumentId).toBe(filed?.documentId);
    expect(filed?.request?.path).toBe(sent[0]?.path);
  } else {
    expect(filings).toEqual([]);
    expect(summaryDocumentId).toBeUndefined();
  }
}
