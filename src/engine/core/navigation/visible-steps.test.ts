// @vitest-environment node
import { sampleContext, sampleFlow } from '../testing/sample-flow';
import { effectiveContext, visibleSteps } from './visible-steps';

const ids = (steps: { id: string }[]) => steps.map((step) => step.id);

describe('visibleSteps', () => {
  it('skips a step whose showIf is false', () => {
    expect(ids(visibleSteps(sampleFlow, sampleContext()))).toEqual([
      'kies',
      'info',
      'samenvatting',
    ]);
  });

  it('shows a step once an earlier answer makes its showIf true', () => {
    const context = sampleContext({ answers: { kies: { type: 'b' } } });
    expect(ids(visibleSteps(sampleFlow, context))).toEqual([
      'kies',
      'extra',
      'info',
      'samenvatting',
    ]);
  });
});

describe('effectiveContext', () => {
  it('drops the answers of hidden steps and keeps the rest', () => {
    const context = sampleContext({
      answers: {
        kies: { type: 'a' },
        extra: { note: 'stale' },
        samenvatting: { declaration: true },
      },
    });
    expect(effectiveContext(sampleFlow, context).answers).toEqual({
      kies: { type: 'a' },
      samenvatting: { declaration: true },
    });
  });
});
