// @vitest-environment node
import { sampleContext, sampleResources } from '../testing/sample-flow';
import type { StepDefinition } from '../types/flow';
import { formStep } from './form';

const step = sampleResources.flow.steps[0] as StepDefinition;
const validate = (values: Record<string, unknown>, context = sampleContext()) =>
  formStep.validate({ resources: sampleResources, step, values, context });

describe('form step', () => {
  it('names the schema properties as its answer fields', () => {
    expect(formStep.answerFields(step, sampleResources.schemas)).toEqual([
      'type',
      'years',
      'amount',
    ]);
    expect(formStep.answerFields({ ...step, schema: 'x' }, sampleResources.schemas)).toEqual([]);
  });

  it('accepts valid values', () => {
    expect(validate({ type: 'a', amount: 10 })).toEqual([]);
  });

  it('reports schema errors with the message ids of the schema', () => {
    expect(validate({})).toEqual([{ path: 'type', messageId: 'validation.required', values: {} }]);
    expect(validate({ type: 'c', years: 80 })).toEqual([
      {
        path: 'years',
        messageId: 'validation.range',
        values: { first: 55, second: 75, amount: 75 },
      },
    ]);
  });

  it('requires a field by ui:requiredIf and ignores hidden fields', () => {
    expect(validate({ type: 'c' })).toEqual([
      { path: 'years', messageId: 'validation.required', values: {} },
    ]);
    expect(validate({ type: 'a', years: 80 })).toEqual([]);
  });

  it('treats a hidden option as not chosen', () => {
    const context = sampleContext({ permissions: { allowB: false } });
    expect(validate({ type: 'b' }, context)).toEqual([
      { path: 'type', messageId: 'validation.required', values: {} },
    ]);
  });

  it('refuses a number field that holds text with an example in the page language', () => {
    const dutch = sampleContext({ session: { policyId: 'P1', locale: 'nl-NL' } });
    const english = sampleContext({ session: { policyId: 'P1', locale: 'en-GB' } });
    expect(validate({ type: 'c', years: '6 5', amount: '1,000' }, dutch)).toEqual([
      { path: 'years', messageId: 'validation.wholeNumberFormat', values: { whole: '1.250' } },
      {
        path: 'amount',
        messageId: 'validation.amountFormat',
        values: { whole: '1.250', decimal: '1.250,50' },
      },
    ]);
    expect(validate({ type: 'a', amount: '1.000' }, english)).toEqual([
      {
        path: 'amount',
        messageId: 'validation.amountFormat',
        values: { whole: '1,250', decimal: '1,250.50' },
      },
    ]);
  });

  it('runs the data checks on values the schema accepts', () => {
    expect(validate({ type: 'a', amount: 5000 })).toEqual([
      { path: 'amount', messageId: 'validation.tooMuch', values: { amount: 1000 } },
    ]);
    expect(validate({ type: 'a', amount: -5 })).toEqual([
      {
        path: 'amount',
        messageId: 'validation.positive',
        values: { first: 0, amount: 0 },
      },
    ]);
  });

  it('needs a validator for its schema', () => {
    const resources = { ...sampleResources, validators: {} };
    expect(() =>
      formStep.validate({ resources, step, values: {}, context: sampleContext() }),
    ).toThrow(/No validator/);
  });
});
