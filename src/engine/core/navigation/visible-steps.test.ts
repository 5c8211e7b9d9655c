// @vitest-environment node
import { sampleContext, sampleFlow } from '../testing/sample-flow';
import { effectiveContext, visibleSteps } from './visible-steps';

const ids = (steps: readonly { id: string }[]) => steps.map((step) => step.id);

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

  it('walks a context once, and a new context anew', () => {
    const context = sampleContext({ answers: { kies: { type: 'a' } } });
    const steps = visibleSteps(sampleFlow, context);
    expect(visibleSteps(sampleFlow, context)).toBe(steps);
    expect(effectiveContext(sampleFlow, context)).toBe(effectiveContext(sampleFlow, context));
    const changed = { ...context, answers: { kies: { type: 'b' } } };
    expect(ids(visibleSteps(sampleFlow, changed))).toContain('extra');
    expect(ids(visibleSteps(sampleFlow, context))).not.toContain('extra');
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
