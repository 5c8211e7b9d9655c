// @vitest-environment node
// The flow checker over the shipped flows (no problems) and over
// broken fixtures, each of which must fail with the right file and JSON path.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFlows } from '../scripts/flows-check';
import { destinationProblems } from '../scripts/flows-check-destinations';
import { fieldDestinations } from '../scripts/flows-destinations';
import type { FlowDefinition } from '../src/engine/core/types/flow';

const fixtures = fileURLToPath(new URL('./fixtures/flows', import.meta.url));
const broken = (name: string) => join(fixtures, 'broken', `${name}.flow.json`);
const problemsOf = (name: string) => checkFlows({ files: [broken(name)] });

describe('flows:check', () => {
  it('finds no problem in the shipped flows', async () => {
    expect(await checkFlows()).toEqual([]);
  }, 60_000);

  it('accepts the minimal fixture the broken ones derive from', async () => {
    expect(await problemsOf('valid-minimal')).toEqual([]);
  });

  it.each([
    [
      'missing-message',
      '/title',
      'message id flow.missing-message.title is missing in nl-NL and en-GB',
    ],
    [
      'dangling-var',
      '/submit/body/personalPensionAgeType',
      'var answers.kies-pensioenleeftijd.yeras: step kies-pensioenleeftijd records no field yeras (it has type, years, months)',
    ],
    ['unknown-query', '/queries/1', 'PolicyDetailz is not a named query of spec section 3'],
    ['unknown-operation', '/steps/1/showIf', 'uses unknown JSON-logic operation "is_tuesday"'],
    [
      'missing-schema',
      '/steps/0/schema',
      'names schemas/pension-age/nope.schema.json, which does not exist',
    ],
    ['unknown-command', '/submit/command', 'launchRocketCommand is not a known command'],
    [
      'quote-unknown-command',
      '/quoteDraft/accept/command',
      'acceptRocketCommand is not a known command',
    ],
    [
      'quote-unknown-step',
      '/quoteDraft/before',
      'names step slotwoord, which the flow does not have',
    ],
    ['unreachable-step', '/steps/1/showIf', 'is always false: the step can never be reached'],
    [
      'later-answer',
      '/steps/1/showIf',
      'var answers.samenvatting.declaration: only answers of earlier steps can be read here',
    ],
    ['unknown-kind', '/steps/1/kind', 'must be one of "form", "info", "summary"'],
    ['unknown-flag', '/requiredFlags/0', 'canFly is not a permission flag'],
    [
      'unreachable-alternative',
      '/submit/0/when',
      'is missing: the alternatives after it can never be sent',
    ],
    [
      'missing-path-param',
      '/submit/report/params',
      'must give path parameter id of /reports/pensionsummary/personalPensionAge/{id}',
    ],
    [
      'answer-nowhere',
      '/steps/0',
      'flow answer-nowhere, step kies-pensioenleeftijd, field months: the answer goes nowhere. Send it in the submit body or the summary document, or give the step a ui schema that declares "ui:destination": { "use": "route", "reason": … } on it',
    ],
  ])('%s fails at %s', async (name, path, message) => {
    expect(await problemsOf(name)).toEqual([
      { file: `tests/fixtures/flows/broken/${name}.flow.json`, path, message },
    ]);
  });

  describe('answer destinations', () => {
    const schemas = {
      'x/kies.schema.json': {
        type: 'object',
        properties: { type: { type: 'string' }, funds: { type: 'array' }, note: {} },
      },
    };
    const route = { use: 'route', reason: 'Only picks the next step.' };
    const flow = (submit: FlowDefinition['submit']): FlowDefinition => ({
      id: 'x',
      route: '/x',
      successRoute: '/x/succes',
      funnelType: 'aanvraag',
      selfServiceTaskId: 1,
      title: 'flow.x.title',
      queries: [],
      derived: { kind: { var: 'answers.kies.type' } },
      steps: [
        {
          id: 'kies',
          kind: 'form',
          title: 'flow.x.kies',
          schema: 'x/kies.schema.json',
          uiSchema: 'x/kies.ui.json',
        },
        { id: 'samenvatting', kind: 'summary', title: 'flow.x.s', declaration: { label: 'a.b' } },
      ],
      submit,
    });
    const problemsOf = (definition: FlowDefinition, ui: Record<string, unknown>) =>
      destinationProblems(
        definition,
        'flows/x.flow.json',
        fieldDestinations(definition, { schemas, uiSchemas: { 'x/kies.ui.json': ui } }),
        () => 'schemas/x/kies.ui.json',
      );

    it('accepts answers sent through a derived value, in the summary document, or declared route-only', () => {
      const submit = {
        command: 'startValueTransferInWorkflowCommand',
        body: { kind: { var: 'derived.kind' } },
        summaryDocument: {
          name: 'requestSummary',
          reference: 'summaryDocumentId',
          body: { note: { var: 'answers.kies.note' } },
        },
      };
      // The required declaration needs no destination: every sent request says it was ticked.
      expect(problemsOf(flow(submit), { funds: { 'ui:destination': route } })).toEqual([]);
    });

    it('refuses a route-only declaration on an answer that is sent', () => {
      const submit = {
        command: 'updatePersonCommand',
        body: { kind: { var: 'derived.kind' }, funds: { var: 'answers.kies.funds' } },
        report: { name: 'personalPensionAge', body: { note: { var: 'answers.kies.note' } } },
      };
      expect(problemsOf(flow(submit), { funds: { 'ui:destination': route } })).toEqual([
        {
          file: 'schemas/x/kies.ui.json',
          path: '/funds/ui:destination',
          message:
            'flow x, step kies, field funds is sent (command body /funds), so it does not decide the route only: remove the declaration',
        },
        // The member's report copy is no destination.
        {
          file: 'flows/x.flow.json',
          path: '/steps/0',
          message:
            'flow x, step kies, field note: the answer goes nowhere. Send it in the submit body or the summary document, or declare "ui:destination": { "use": "route", "reason": … } on it in schemas/x/kies.ui.json',
        },
      ]);
    });
  });

  it('checks the step schemas and ui schemas a flow names', async () => {
    const root = join(fixtures, 'broken-root');
    expect(await checkFlows({ root })).toEqual([
      {
        file: 'schemas/ui-problems/kies.schema.json',
        path: '/properties/type/title',
        message: 'message id flow.ui-problems.onlyDutch is missing in en-GB',
      },
      {
        file: 'schemas/ui-problems/strikt.schema.json',
        path: '',
        message: 'does not compile: strict mode: unknown keyword: "minimun"',
      },
      {
        file: 'schemas/ui-problems/kies.ui.json',
        path: '/ui:order/1',
        message: 'names no field of the step schema: yeers',
      },
      {
        file: 'schemas/ui-problems/kies.ui.json',
        path: '/type/ui:optionShowIf/maybe',
        message: 'is not an option of field type',
      },
      {
        file: 'schemas/ui-problems/kies.ui.json',
        path: '/yeers',
        message: 'names no field of the step schema: yeers',
      },
      {
        file: 'schemas/ui-problems/kies.ui.json',
        path: '/type/ui:showIf',
        message: 'var answers.kies.nope: step kies records no field nope (it has type)',
      },
    ]);
  });

  it('reports a file that is not JSON', async () => {
    const [problem] = await checkFlows({
      files: [join(fixtures, 'fixture.schema.json.missing')],
    });
    expect(problem).toMatchObject({
      path: '',
      message: expect.stringMatching(/^is not valid JSON/),
    });
  });
});
