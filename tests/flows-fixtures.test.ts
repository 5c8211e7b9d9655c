// @vitest-environment node
// Replays every flow fixture (tests/fixtures/flows/<flow>/<case>.json) through the engine core
// with the flow's generated resources (the standalone validators the browser runs), reading
// query answers from the stub back end as the portal would, evaluating the flags its rules read
// (the pending-choice flag of its guard) from those answers as the wizard page does, and sends the
// resulting quote draft, summary document and command to the stub, which must accept them. They are sent
// through the portal's command client (`sendNamedCall`) over a Node client to the in-process stub,
// so this replay uses the same path table as the browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAjv } from '../src/engine/core/validation/create-ajv';
import {
  buildSubmission,
  createDraft,
  firstStep,
  flagsReadBy,
  referToDocument,
  guardResult,
  isNothingChanged,
  nextMove,
  quoteDraftOnNext,
  resolveContent,
  stepKind,
  stepQuery,
  summaryContent,
  type CommandCall,
  type FieldError,
  type FlowContext,
} from '../src/engine/core';
import { flowIds, flowResources } from 'virtual:compiled-flows';
import enCore from 'virtual:compiled-messages/en-GB';
import nlCore from 'virtual:compiled-messages/nl-NL';
import { flowMessageLoaders } from 'virtual:flow-messages';
import nl from '../locales/nl-NL.json';
import { commandOfRequest } from '../src/api/commands/command-registry';
import { sendNamedCall, type SendCommandDeps } from '../src/api/commands/send-command';
import type { HttpClient, HttpRequest } from '../src/api/http-client';
import { initialSession } from '../src/session/session-store';
import { evaluateFlags } from '../src/permissions/evaluate-flags';
import { flagRules, isFlagName } from '../src/permissions/flag-rules';
import type { QueryData } from '../src/permissions/rule-types';
import fixtureSchema from './fixtures/flows/fixture.schema.json';
import { withFixtureFileContents } from './fixtures/flows/fixture-files';
import { personaApi } from './fixtures/flows/stub-queries';

/** A fixture file (see fixtures/flows/fixture.schema.json). */
interface Fixture {
  description: string;
  persona: string;
  now: string;
  permissions?: Record<string, boolean>;
  answers: Record<string, Record<string, unknown>>;
  expectedGuard?: string;
  expectedSteps: string[];
  expectedErrors?: Record<string, Partial<FieldError>[]>;
  expectedNothingChanged?: boolean;
  expectedCommand: { name: string; body: unknown } | null;
  expectedQuoteDraft?: { name: string; body: unknown };
  expectedReport?: { name: string; body: unknown };
  expectedSummaryDocument?: { name: string; body: unknown };
}

const dir = fileURLToPath(new URL('./fixtures/flows', import.meta.url));
const validateFixture = createAjv().compile(fixtureSchema);

/** Fixture files per flow id: every folder named after a flow (a missing folder fails below). */
const cases = flowIds.flatMap((flowId) =>
  (existsSync(join(dir, flowId)) ? readdirSync(join(dir, flowId)) : [])
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ flowId, name, file: join(dir, flowId, name) })),
);

/**
 * The flags the flow's rules read (`permissions.<flag>`), over the stub's answers to the queries
 * they need; the flags it only requires are the route's business, not the replay's.
 */
async function flagsRead(
  resources: Awaited<ReturnType<typeof flowResources>>,
  stub: ReturnType<typeof personaApi>,
  now: string,
) {
  const names = flagsReadBy({
    flow: { ...resources.flow, requiredFlags: [] },
    uiSchemas: resources.uiSchemas,
  }).filter(isFlagName);
  const data: QueryData = {};
  for (const query of new Set(names.flatMap((name) => flagRules.flags[name].needs)))
    data[query] = await stub.query(query);
  return evaluateFlags(flagRules, data, now, { flags: names });
}

/** The first segments of the locale's ids (`flow`, `wizard`, …): a string under one is an id. */
const namespaces = new Set(Object.keys(nl).map((id) => id.slice(0, id.indexOf('.'))));

/** The strings in what the engine resolved for a step that name a message id, shown or not. */
function messageIdsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const match = /^([a-z][A-Za-z]*)(\.[\w-]+)+$/.exec(value);
    if (match && namespaces.has(match[1]!)) found.add(value);
  } else if (Array.isArray(value)) value.forEach((item) => messageIdsIn(item, found));
  else if (typeof value === 'object' && value !== null)
    Object.values(value).forEach((item) => messageIdsIn(item, found));
  return found;
}

/**
 * The ids resolved while replaying that the wizard page of the flow would not have (in the core or
 * its flow's bundle, tests/flows-message-bundles.test.ts), per locale: shown, they would show raw.
 */
async function missingTexts(flowId: string, shown: ReadonlySet<string>) {
  const missing: Record<string, string[]> = {};
  for (const [locale, core] of [
    ['nl-NL', nlCore],
    ['en-GB', enCore],
  ] as const) {
    const bundle = (await flowMessageLoaders[flowId]![locale]!()).default;
    const lacking = [...shown].filter((id) => !(id in core) && !(id in bundle));
    if (lacking.length > 0) missing[locale] = lacking;
  }
  return missing;
}

/** Walks the flow like the wizard page: guard, then step by step until done or an error. */
async function replay(flowId: string, fixture: Fixture) {
  const resources = await flowResources(flowId);
  const { flow } = resources;
  const stub = personaApi(fixture.persona);
  const data: Record<string, unknown> = {};
  for (const name of flow.queries) data[name] = await stub.query(name);
  let context: FlowContext = {
    answers: {},
    data,
    permissions: { ...(await flagsRead(resources, stub, fixture.now)), ...fixture.permissions },
    session: { policyId: stub.policyId, personId: stub.personId, locale: 'nl-NL' },
    now: fixture.now,
  };

  const guard = guardResult(flow, context);
  if (guard)
    return {
      guard: guard.id,
      steps: [],
      errors: {},
      context,
      resources,
      stub,
      quoteDraft: undefined,
      shown: new Set<string>(),
    };

  const steps: string[] = [];
  const errors: Record<string, FieldError[]> = {};
  // The ids in what the engine resolved for the steps: content, summary, field errors.
  const shown = new Set<string>();
  let step = firstStep(flow, context);
  const draft = createDraft(flow.id, stub.personId, step?.id ?? '');
  // The quote draft the wizard's Next makes before the summary (ADR 0014), if the flow makes one.
  let quoteDraft: CommandCall | undefined;
  while (step) {
    steps.push(step.id);
    const query = stepQuery(flow, step, context);
    if (query)
      context = {
        ...context,
        data: { ...context.data, [query.name]: await stub.query(query.name, query.params) },
      };
    messageIdsIn(resolveContent(flow, step, context), shown);
    if (stepKind(step.kind).showsSummary)
      messageIdsIn(summaryContent(resources, step, context), shown);
    const typed = withFixtureFileContents(fixture.answers[step.id] ?? {});
    // The function the wizard's Next calls: normalised, validated, stored, and the step after.
    const move = nextMove(resources, draft, step, typed, context, context);
    context = move.after;
    if (move.errors.length > 0) {
      messageIdsIn(move.errors, shown);
      errors[step.id] = move.errors;
      break;
    }
    const to = move.to;
    quoteDraft = quoteDraftOnNext(flow, context, to, quoteDraft) ?? quoteDraft;
    step = to === undefined ? undefined : flow.steps.find((entry) => entry.id === to);
  }
  return { guard: undefined, steps, errors, context, resources, stub, quoteDraft, shown };
}

/**
 * Command client dependencies that send to the in-process stub (a member session: nothing is
 * refused as read-only) and record every request; a status other than 200 fails the replay.
 */
function stubClient(stub: ReturnType<typeof personaApi>) {
  const sent: HttpRequest[] = [];
  const client = (async (request: HttpRequest) => {
    sent.push(request);
    const answer = await stub.send(request.method ?? 'GET', request.path, request.body);
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    return request.responseType === 'blob' || !answer.text ? undefined : JSON.parse(answer.text);
  }) as HttpClient;
  const session = { ...initialSession(() => 'replay'), authMethod: 'OneWelcome' as const };
  const deps: SendCommandDeps = {
    client,
    getSession: () => session,
    updateSession: () => undefined,
    invalidate: () => Promise.resolve(),
  };
  return { deps, sent };
}

describe.each(cases)('flow fixture $flowId/$name', ({ flowId, file }) => {
  const fixture = JSON.parse(readFileSync(file, 'utf8')) as Fixture;

  it('is a valid fixture', () => {
    expect(validateFixture(fixture), JSON.stringify(validateFixture.errors)).toBe(true);
  });

  // The first replay loads the flow resources and the stub personas: slow on a busy machine.
  it(`replays: ${fixture.description}`, { timeout: 20_000 }, async () => {
    const run = await replay(flowId, fixture);
    expect(run.guard).toBe(fixture.expectedGuard);
    expect(run.steps).toEqual(fixture.expectedSteps);
    expect(run.errors).toMatchObject(fixture.expectedErrors ?? {});
    expect(Object.keys(run.errors)).toEqual(Object.keys(fixture.expectedErrors ?? {}));
    expect(await missingTexts(flowId, run.shown)).toEqual({});
    // A quote draft is made when Next leads to its step, whatever the send does afterwards.
    const made = run.quoteDraft && { name: run.quoteDraft.command, body: run.quoteDraft.body };
    expect(made).toEqual(fixture.expectedQuoteDraft);
    if (run.guard || Object.keys(run.errors).length > 0) {
      expect(fixture.expectedCommand).toBeNull();
      return;
    }

    const { flow } = run.resources;
    const nothingChanged = isNothingChanged(flow, run.context);
    expect(nothingChanged).toBe(fixture.expectedNothingChanged ?? false);
    const { command, report, summaryDocument, quoteDraft } = buildSubmission(flow, run.context);
    expect({ name: command.command, body: command.body }).toEqual(fixture.expectedCommand);
    // The send accepts the draft Next made (nothing changed: none was made, none is sent).
    if (!nothingChanged) expect(run.quoteDraft).toEqual(quoteDraft);
    if (fixture.expectedReport)
      expect({ name: report?.command, body: report?.body }).toEqual(fixture.expectedReport);
    expect(
      summaryDocument && { name: summaryDocument.command, body: summaryDocument.body },
    ).toEqual(fixture.expectedSummaryDocument);
    if (nothingChanged) return;

    const { deps, sent } = stubClient(run.stub);
    if (run.quoteDraft) await sendNamedCall(run.quoteDraft, deps);
    let filed = command;
    if (summaryDocument) {
      const { documentId } = await sendNamedCall<{ documentId: string }>(summaryDocument, deps);
      filed = referToDocument(command, summaryDocument.reference, documentId);
    }
    await sendNamedCall(filed, deps);
    if (report) await sendNamedCall(report, deps);
    // Each request the client sent belongs to the call the fixture names, as in the browser suite.
    expect(sent.map((request) => commandOfRequest(request.method ?? 'GET', request.path))).toEqual(
      [run.quoteDraft?.command, summaryDocument?.command, command.command, report?.command].filter(
        Boolean,
      ),
    );
  });
});

describe('flow fixtures', () => {
  it('exist for every flow', () => {
    for (const flowId of flowIds)
      expect(cases.filter((c) => c.flowId === flowId).length, flowId).toBeGreaterThan(0);
  });
});
