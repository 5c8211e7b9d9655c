// @vitest-environment node
import { sampleContext, sampleResources } from '../testing/sample-flow';
import type { StepDefinition } from '../types/flow';
import { applyConditionalFields } from './apply-conditional-fields';

const step = sampleResources.flow.steps[0] as StepDefinition;

describe('applyConditionalFields', () => {
  it('hides a field whose ui:showIf is false and drops its value', () => {
    const form = applyConditionalFields(
      sampleResources,
      step,
      { type: 'a', years: 60 },
      sampleContext(),
    );
    expect(form.hidden).toEqual(['years']);
    expect(form.values).toEqual({ type: 'a' });
    expect(Object.keys(form.schema.properties as object)).toEqual(['type', 'amount']);
    expect(form.uiSchema['ui:order']).toEqual(['type', 'amount']);
    expect(form.uiSchema).not.toHaveProperty('years');
  });

  it('shows and requires a field by its own step values', () => {
    const form = applyConditionalFields(
      sampleResources,
      step,
      { type: 'c', years: 60 },
      sampleContext(),
    );
    expect(form.hidden).toEqual([]);
    expect(form.required).toEqual(['type', 'years']);
    expect(form.schema.required).toEqual(['type', 'years']);
    expect(form.values).toEqual({ type: 'c', years: 60 });
  });

  it('removes an option whose rule is false, and a value that chose it', () => {
    const context = sampleContext({ permissions: { allowB: false } });
    const form = applyConditionalFields(sampleResources, step, { type: 'b' }, context);
    expect(form.hiddenOptions).toEqual({ type: ['b'] });
    const type = (form.schema.properties as Record<string, { oneOf: { const: string }[] }>).type;
    expect(type?.oneOf.map((option) => option.const)).toEqual(['a', 'c']);
    expect(form.values).toEqual({});
  });

  it('hands the renderer a ui schema without the portal keys and $schema', () => {
    const form = applyConditionalFields(sampleResources, step, { type: 'c' }, sampleContext());
    expect(form.uiSchema).toEqual({
      'ui:order': ['type', 'years', 'amount'],
      type: { 'ui:widget': 'radio' },
      years: {},
      amount: { 'ui:widget': 'currency' },
    });
  });

  it('throws for a step without a loaded schema', () => {
    const broken = { ...step, schema: 'sample/missing.schema.json' };
    expect(() => applyConditionalFields(sampleResources, broken, {}, sampleContext())).toThrow(
      /not loaded/,
    );
  });
});
