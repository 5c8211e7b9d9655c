// @vitest-environment node
import { sampleContext, sampleFlow } from '../testing/sample-flow';
import { guardResult, missingFlags } from './guard-result';

describe('guardResult', () => {
  it('is null when no guard holds', () => {
    expect(guardResult(sampleFlow, sampleContext())).toBeNull();
    expect(guardResult({ ...sampleFlow, guards: [] }, sampleContext())).toBeNull();
  });

  it('gives the message of the first guard that holds', () => {
    const context = sampleContext({
      data: { PolicyDetails: { pendingRequestCollection: [{ requestId: 'R1' }] } },
    });
    expect(guardResult(sampleFlow, context)).toEqual({
      id: 'pending-choice',
      title: 'modal.alreadyHasRequest.title',
      message: 'modal.alreadyHasRequest.text',
    });
  });
});

describe('missingFlags', () => {
  it('lists required flags that are not true', () => {
    expect(missingFlags(sampleFlow, { hasActivePolicy: true })).toEqual([]);
    expect(missingFlags(sampleFlow, {})).toEqual(['hasActivePolicy']);
    expect(missingFlags({ ...sampleFlow, requiredFlags: undefined }, {})).toEqual([]);
  });
});
