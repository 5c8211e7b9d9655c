// @vitest-environment node
// The flow checker over the shipped flows (no problems, generated validators current) and over
// broken fixtures, each of which must fail with the right file and JSON path.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFlows } from '../scripts/flows-check';

const fixtures = fileURLToPath(new URL('./fixtures/flows', import.meta.url));
const broken = (name: string) => join(fixtures, 'broken', `${name}.flow.json`);
const problemsOf = (name: string) => checkFlows({ files: [broken(name)], generated: false });

describe('flows:check', () => {
  it('finds no problem in the shipped flows, and the generated validators are current', async () => {
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
  ])('%s fails at %s', async (name, path, message) => {
    expect(await problemsOf(name)).toEqual([
      { file: `tests/fixtures/flows/broken/${name}.flow.json`, path, message },
    ]);
  });

  it('checks the step schemas and ui schemas a flow names', async () => {
    const root = join(fixtures, 'broken-root');
    expect(await checkFlows({ root, generated: false })).toEqual([
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
      generated: false,
    });
    expect(problem).toMatchObject({
      path: '',
      message: expect.stringMatching(/^is not valid JSON/),
    });
  });
});
