// @vitest-environment node
import type { FlowContext } from '../types/context';
import { logicScope, withStepValues } from './logic-scope';

const context: FlowContext = {
  answers: { kies: { years: 66 } },
  data: { PersonalPensionAge: { statePensionAge: { year: 67, month: 3 } } },
  permissions: { hasActivePolicy: true },
  session: { policyId: 'P1' },
  now: '2026-11-21',
};

describe('logicScope', () => {
  it('passes the context through and computes derived values in order', () => {
    const scope = logicScope(
      {
        derived: {
          stateMonths: { ym_to_months: { var: 'data.PersonalPensionAge.statePensionAge' } },
          minMonths: { '-': [{ var: 'derived.stateMonths' }, 60] },
        },
      },
      context,
    );
    expect(scope.derived).toEqual({ stateMonths: 807, minMonths: 747 });
    expect(scope.session).toBe(context.session);
    expect(scope.answers).toBe(context.answers);
  });

  it('reuses the derived values that read no answers while the answers change', () => {
    // `merge` gives a new array on every evaluation: the same array means the value was reused.
    const flow = {
      derived: {
        fromData: { merge: [{ var: 'data.PersonalPensionAge.statePensionAge.year' }] },
        // Names "answers" only as a text: it reads no answers.
        labelled: { merge: ['answers', { var: 'derived.fromData' }] },
        fromAnswers: { merge: [{ var: 'answers.kies.years' }] },
        throughDerived: { merge: [{ var: 'derived.fromAnswers' }] },
        wholeData: { merge: [{ var: '' }] },
      },
    };
    const first = logicScope(flow, context).derived;
    const second = logicScope(flow, withStepValues(context, 'kies', { years: 67 })).derived;
    expect(second.fromData).toBe(first.fromData);
    expect(second.labelled).toBe(first.labelled);
    expect(second.fromAnswers).toEqual([67]);
    expect(second.throughDerived).toEqual([67]);
    expect(second.throughDerived).not.toBe(first.throughDerived);
    expect(second.wholeData).not.toBe(first.wholeData);
    // Other data: worked out again.
    const third = logicScope(flow, {
      ...withStepValues(context, 'kies', { years: 67 }),
      data: {},
    }).derived;
    expect(third.fromData).not.toBe(first.fromData);
  });

  it('makes one scope per context, and a new one for a new context', () => {
    const flow = { derived: { fromAnswers: { merge: [{ var: 'answers.kies.years' }] } } };
    const scope = logicScope(flow, context);
    expect(logicScope(flow, context)).toBe(scope);
    const changed = withStepValues(context, 'kies', { years: 68 });
    expect(logicScope(flow, changed).derived.fromAnswers).toEqual([68]);
    expect(logicScope(flow, context).derived.fromAnswers).toEqual([66]);
  });

  it('gives an empty derived record without derived values', () => {
    expect(logicScope({}, context).derived).toEqual({});
  });
});

describe('withStepValues', () => {
  it('replaces one step of the answers without touching the others', () => {
    const next = withStepValues(context, 'other', { a: 1 });
    expect(next.answers).toEqual({ kies: { years: 66 }, other: { a: 1 } });
    expect(context.answers).toEqual({ kies: { years: 66 } });
  });
});
