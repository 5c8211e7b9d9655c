// A journey walked in the preview, as a flow fixture (tests/fixtures/flows/fixture.schema.json):
// the persona, the moment, the answers of the steps shown, and what came out — the steps, the
// command, the report and summary document, and whether nothing changed — built by the same
// engine functions the replay (tests/flows-fixtures.test.ts) compares them with.
import {
  buildSubmission,
  isNothingChanged,
  visibleSteps,
  type FlowContext,
  type FlowDefinition,
} from '../../../../engine/core';

/** A named call as a fixture records it. */
interface FixtureCall {
  /** Command, report or document name. */
  name: string;
  /** The body sent. */
  body: unknown;
}

/** A recorded journey, in the fixture file's shape. */
export interface JourneyFixture {
  /** The fixture schema, relative to the fixture's folder. */
  $schema: '../fixture.schema.json';
  /** What the journey shows, in the recorder's words. */
  description: string;
  /** The stub persona walked as. */
  persona: string;
  /** The moment the rules saw (ISO). */
  now: string;
  /** The answers per step shown. */
  answers: Record<string, Record<string, unknown>>;
  /** The steps shown, in order. */
  expectedSteps: string[];
  /** Present (true) when the answers equal what is in place. */
  expectedNothingChanged?: true;
  /** The command built at the end. */
  expectedCommand: FixtureCall;
  /** The report fetched after the command, when the flow has one. */
  expectedReport?: FixtureCall;
  /** The summary document filed with the command, when the flow has one. */
  expectedSummaryDocument?: FixtureCall;
}

/** The fixture of a journey that reached the end of `flow` with `context`. */
export function journeyFixture(
  flow: FlowDefinition,
  context: FlowContext,
  recorded: { persona: string; description: string },
): JourneyFixture {
  const steps = visibleSteps(flow, context).map((step) => step.id);
  const answers = Object.fromEntries(
    steps.flatMap((id) => {
      const values = context.answers[id];
      return values && Object.keys(values).length > 0 ? [[id, { ...values }]] : [];
    }),
  );
  const { command, report, summaryDocument } = buildSubmission(flow, context);
  const call = (sent: { command: string; body: unknown }) => ({
    name: sent.command,
    body: sent.body,
  });
  return {
    $schema: '../fixture.schema.json',
    description: recorded.description,
    persona: recorded.persona,
    now: new Date(context.now).toISOString(),
    answers,
    expectedSteps: steps,
    ...(isNothingChanged(flow, context) && { expectedNothingChanged: true as const }),
    expectedCommand: call(command),
    ...(report && { expectedReport: call(report) }),
    ...(summaryDocument && { expectedSummaryDocument: call(summaryDocument) }),
  };
}
