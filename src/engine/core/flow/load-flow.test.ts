// @vitest-environment node
import flowMetaSchema from '../../../../schemas/meta/flow.schema.json';
import { sampleFlow } from '../testing/sample-flow';
import type { CompiledValidator } from '../types/schema';
import { loadFlow } from './load-flow';
import { createMetaAjv } from './meta-ajv';

const validateFlowFile = createMetaAjv().compile(flowMetaSchema) as CompiledValidator;
const file = { ...sampleFlow, $schema: '../schemas/meta/flow.schema.json' };

function problems(raw: unknown) {
  const result = loadFlow(raw, validateFlowFile);
  return result.ok ? [] : result.problems;
}

describe('loadFlow', () => {
  it('accepts a valid flow', () => {
    const result = loadFlow(file, validateFlowFile);
    expect(result).toEqual({ ok: true, flow: file });
  });

  it('names the missing property with its path', () => {
    const { title: _, ...rest } = file;
    expect(problems(rest)).toEqual([{ path: '/title', message: 'is required' }]);
  });

  it('names an unknown property of a step of some kind', () => {
    const steps = file.steps.map((step, i) => (i === 0 ? { ...step, scheme: 'x' } : step));
    expect(problems({ ...file, steps })).toEqual([
      { path: '/steps/0/scheme', message: 'is not allowed here' },
    ]);
  });

  it('names a property that belongs to another step kind', () => {
    const steps = file.steps.map((step, i) =>
      i === 2 ? { ...step, schema: 'a/b.schema.json' } : step,
    );
    expect(problems({ ...file, steps })).toEqual([
      { path: '/steps/2/schema', message: 'is not allowed here' },
    ]);
  });

  it('explains bad values', () => {
    expect(problems({ ...file, funnelType: 'x' })).toEqual([
      { path: '/funnelType', message: 'must be one of "mutatie", "aanvraag"' },
    ]);
    const steps = file.steps.map((step, i) =>
      i === 1 ? { ...step, showIf: { a: 1, b: 2 } } : step,
    );
    expect(problems({ ...file, steps })).toEqual([
      {
        path: '/steps/1/showIf',
        message: 'is not a JSON-logic rule (a value, an array or a one-key object)',
      },
    ]);
    expect(problems({ ...file, title: 'no dots' })[0]?.path).toBe('/title');
  });
});
