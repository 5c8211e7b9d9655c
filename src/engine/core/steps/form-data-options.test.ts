// @vitest-environment node
// Form steps with options from data (`ui:options.from`), a multiple choice and an allocation.
import { applyConditionalFields } from '../fields/apply-conditional-fields';
import { sampleContext, sampleFlow } from '../testing/sample-flow';
import type { FlowResources, JsonSchema } from '../types/schema';
import { compileValidators } from '../validation/create-ajv';
import type { StepDefinition } from '../types/flow';
import { formStep } from './form';

const choose: StepDefinition = {
  id: 'kies',
  kind: 'form',
  title: 'a.b',
  schema: 't/kies.schema.json',
  uiSchema: 't/kies.ui.json',
};
const divide: StepDefinition = {
  ...choose,
  id: 'verdeel',
  schema: 't/verdeel.schema.json',
  uiSchema: 't/verdeel.ui.json',
};
const schemas: Record<string, JsonSchema> = {
  't/kies.schema.json': {
    type: 'object',
    required: ['funds'],
    properties: {
      funds: { title: 'a.b', type: 'array', minItems: 1, items: { type: 'string' } },
      one: { title: 'a.b', type: 'string' },
    },
  },
  't/verdeel.schema.json': {
    type: 'object',
    required: ['split'],
    properties: {
      split: {
        title: 'a.b',
        type: 'array',
        items: {
          type: 'object',
          required: ['fundId', 'pct'],
          properties: {
            fundId: { type: 'string' },
            pct: { type: 'integer', minimum: 0, maximum: 100 },
          },
        },
      },
    },
  },
};
const from = { from: { var: 'data.AllowedFunds' }, value: 'fundId', label: 'fundName' };
const resources: FlowResources = {
  flow: { ...sampleFlow, steps: [choose, divide] },
  schemas,
  uiSchemas: {
    't/kies.ui.json': {
      funds: { 'ui:widget': 'checkboxes', 'ui:options': from },
      one: { 'ui:widget': 'radio', 'ui:options': from },
    },
    't/verdeel.ui.json': {
      split: {
        'ui:widget': 'allocation',
        'ui:options': {
          ...from,
          from: {
            where_in: [{ var: 'data.AllowedFunds' }, 'fundId', { var: 'answers.kies.funds' }],
          },
          key: 'fundId',
          amount: 'pct',
        },
      },
    },
  },
  validators: compileValidators(schemas),
};
const data = {
  AllowedFunds: [
    { fundId: 'F1', fundName: 'Aandelen' },
    { fundId: 'F2', fundName: 'Obligaties' },
  ],
};
const context = (answers = {}) => sampleContext({ data, answers });

describe('form step with options from data', () => {
  it('puts the offered options on the effective schema', () => {
    const form = applyConditionalFields(resources, choose, {}, context());
    expect((form.schema.properties as Record<string, JsonSchema>).funds?.['x-options']).toEqual([
      { value: 'F1', label: 'Aandelen' },
      { value: 'F2', label: 'Obligaties' },
    ]);
    expect(form.dataOptions.one).toHaveLength(2);
  });

  it('accepts offered choices and refuses others, single and multiple', () => {
    const validate = (values: Record<string, unknown>) =>
      formStep.validate({ resources, step: choose, values, context: context() });
    expect(validate({ funds: ['F2'], one: 'F1' })).toEqual([]);
    expect(validate({ funds: ['F2', 'F9'] })).toEqual([
      { path: 'funds', messageId: 'validation.notOffered', values: {} },
    ]);
    expect(validate({ funds: ['F1'], one: 'F9' })).toEqual([
      { path: 'one', messageId: 'validation.notOffered', values: {} },
    ]);
  });

  it('needs at least one of a multiple choice', () => {
    const errors = formStep.validate({
      resources,
      step: choose,
      values: { funds: [] },
      context: context(),
    });
    expect(errors).toMatchObject([{ path: 'funds', messageId: 'validation.atLeastOne' }]);
  });

  it('allocates over the funds chosen earlier, dropping stale ones, and checks the total', () => {
    const ctx = context({ kies: { funds: ['F1', 'F2'] } });
    const validate = (split: unknown) =>
      formStep.validate({ resources, step: divide, values: { split }, context: ctx });
    expect(
      validate([
        { fundId: 'F1', pct: 70 },
        { fundId: 'F2', pct: 30 },
      ]),
    ).toEqual([]);
    expect(
      validate([
        { fundId: 'F1', pct: 70 },
        { fundId: 'F2', pct: 20 },
      ]),
    ).toEqual([
      { path: 'split', messageId: 'validation.allocationTotal', values: { total: 100, sum: 90 } },
    ]);
    expect(validate([{ fundId: 'F1', pct: 170 }])[0]?.path).toBe('split.0.pct');
    // F2 was unchosen: its item is dropped, so F1 alone must make 100.
    const narrowed = context({ kies: { funds: ['F1'] } });
    const stale = [
      { fundId: 'F1', pct: 70 },
      { fundId: 'F2', pct: 30 },
    ];
    expect(applyConditionalFields(resources, divide, { split: stale }, narrowed).values).toEqual({
      split: [{ fundId: 'F1', pct: 70 }],
    });
    expect(
      formStep.validate({ resources, step: divide, values: { split: stale }, context: narrowed }),
    ).toMatchObject([{ messageId: 'validation.allocationTotal', values: { sum: 70 } }]);
  });
});
