// @vitest-environment node
import { sampleContext, sampleFlow } from '../testing/sample-flow';
import type { StepDefinition } from '../types/flow';
import { stepQuery } from './step-query';

describe('stepQuery', () => {
  it('builds the parameters from the answers', () => {
    const info = sampleFlow.steps[2] as StepDefinition;
    const context = sampleContext({ answers: { kies: { type: 'c' } } });
    expect(stepQuery(sampleFlow, info, context)).toEqual({
      name: 'ScenarioProjections',
      params: { scenario: { policyId: 'P1', type: 'c' } },
    });
  });

  it('is undefined for a step without a query', () => {
    expect(
      stepQuery(sampleFlow, sampleFlow.steps[0] as StepDefinition, sampleContext()),
    ).toBeUndefined();
  });
});
