// @vitest-environment node
import { sampleContext, sampleFlow } from '../testing/sample-flow';
import { isLastStep, progress, stepIndex } from './progress';

describe('stepIndex', () => {
  it('counts visible steps only', () => {
    const context = sampleContext();
    expect(stepIndex(sampleFlow, context, 'info')).toBe(1);
    expect(stepIndex(sampleFlow, context, 'extra')).toBe(-1);
  });
});

describe('progress', () => {
  it('gives x of y with the names and states of the visible steps', () => {
    expect(progress(sampleFlow, sampleContext(), 'info')).toEqual({
      current: 2,
      total: 3,
      steps: [
        { id: 'kies', title: 'flow.sample.kies.title', status: 'done' },
        { id: 'info', title: 'flow.sample.info.title', status: 'current' },
        { id: 'samenvatting', title: 'flow.sample.summary.title', status: 'upcoming' },
      ],
    });
  });

  it('marks everything upcoming for a step that is not visible', () => {
    const result = progress(sampleFlow, sampleContext(), 'extra');
    expect(result.current).toBe(0);
    expect(result.steps.every((step) => step.status === 'upcoming')).toBe(true);
  });
});

describe('isLastStep', () => {
  it('is true only at the last visible step', () => {
    expect(isLastStep(progress(sampleFlow, sampleContext(), 'info'))).toBe(false);
    expect(isLastStep(progress(sampleFlow, sampleContext(), 'samenvatting'))).toBe(true);
  });
});
