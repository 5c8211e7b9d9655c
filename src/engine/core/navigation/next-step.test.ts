// @vitest-environment node
import { sampleContext, sampleFlow } from '../testing/sample-flow';
import { firstStep, nextStep, previousStep } from './next-step';

describe('firstStep / nextStep / previousStep', () => {
  const plain = sampleContext({ answers: { kies: { type: 'a' } } });
  const withExtra = sampleContext({ answers: { kies: { type: 'b' } } });

  it('starts at the first visible step', () => {
    expect(firstStep(sampleFlow, plain)?.id).toBe('kies');
  });

  it('goes forward over hidden steps and ends after the last', () => {
    expect(nextStep(sampleFlow, plain, 'kies')?.id).toBe('info');
    expect(nextStep(sampleFlow, withExtra, 'kies')?.id).toBe('extra');
    expect(nextStep(sampleFlow, plain, 'samenvatting')).toBeUndefined();
  });

  it('goes back over hidden steps and stops at the first', () => {
    expect(previousStep(sampleFlow, plain, 'info')?.id).toBe('kies');
    expect(previousStep(sampleFlow, withExtra, 'info')?.id).toBe('extra');
    expect(previousStep(sampleFlow, plain, 'kies')).toBeUndefined();
  });

  it('moves on from a step that has just become hidden', () => {
    expect(nextStep(sampleFlow, plain, 'extra')?.id).toBe('info');
    expect(previousStep(sampleFlow, plain, 'extra')?.id).toBe('kies');
  });
});
