// @vitest-environment node
import { sampleContext, sampleResources } from '../testing/sample-flow';
import type { StepDefinition } from '../types/flow';
import { summaryStep } from './summary';

const step = sampleResources.flow.steps[3] as StepDefinition;
const validate = (values: Record<string, unknown>, target = step) =>
  summaryStep.validate({
    resources: sampleResources,
    step: target,
    values,
    context: sampleContext(),
  });

describe('summary step', () => {
  it('records the declaration', () => {
    expect(summaryStep.answerFields(step, {})).toEqual(['declaration']);
    expect(summaryStep.answerFields({ ...step, declaration: undefined }, {})).toEqual([]);
  });

  it('requires the declaration to be ticked', () => {
    expect(validate({})).toEqual([
      { path: 'declaration', messageId: 'validation.required', values: {} },
    ]);
    expect(validate({ declaration: true })).toEqual([]);
  });

  it('takes its own message, and may make the declaration optional', () => {
    const custom = { ...step, declaration: { label: 'x.y', message: 'x.required' } };
    expect(validate({}, custom)[0]?.messageId).toBe('x.required');
    expect(validate({}, { ...step, declaration: { label: 'x.y', required: false } })).toEqual([]);
  });
});
