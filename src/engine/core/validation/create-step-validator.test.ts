// @vitest-environment node
import { sampleContext, sampleResources } from '../testing/sample-flow';
import type { StepDefinition } from '../types/flow';
import { createStepValidator } from './create-step-validator';

describe('createStepValidator', () => {
  const validateStep = createStepValidator(sampleResources);
  const [kies, , info, summary] = sampleResources.flow.steps as StepDefinition[];

  it('validates each step by its kind', () => {
    expect(validateStep(kies as StepDefinition, { type: 'a' }, sampleContext())).toEqual([]);
    expect(validateStep(info as StepDefinition, {}, sampleContext())).toEqual([]);
    expect(validateStep(summary as StepDefinition, {}, sampleContext())).toHaveLength(1);
  });

  it('sees the other steps through the context', () => {
    const context = sampleContext({ data: { PolicyDetails: { limit: 10 } } });
    expect(validateStep(kies as StepDefinition, { type: 'a', amount: 20 }, context)).toEqual([
      { path: 'amount', messageId: 'validation.tooMuch', values: { amount: 10 } },
    ]);
  });
});
