// @vitest-environment node
import { createDraft, draftReducer, type WizardDraft } from './draft-state';

const start = createDraft('pension-age', '20045871', 'kies');

describe('draftReducer', () => {
  it('keeps typed values per step without touching the input', () => {
    const next = draftReducer(start, {
      type: 'setValues',
      stepId: 'kies',
      values: { type: 'state' },
    });
    expect(next.answers).toEqual({ kies: { type: 'state' } });
    expect(start.answers).toEqual({});
  });

  it('completes a step once and moves on', () => {
    const once = draftReducer(start, {
      type: 'advance',
      stepId: 'kies',
      values: { a: 1 },
      to: 'info',
    });
    const twice = draftReducer(
      { ...once, currentStepId: 'kies' },
      { type: 'advance', stepId: 'kies', values: { a: 2 }, to: 'info' },
    );
    expect(twice).toMatchObject({
      currentStepId: 'info',
      completed: ['kies'],
      answers: { kies: { a: 2 } },
    });
  });

  it('edits from the summary and forgets the return target on arrival', () => {
    const editing = draftReducer(start, { type: 'edit', stepId: 'kies', returnTo: 'samenvatting' });
    expect(editing).toMatchObject({ currentStepId: 'kies', returnTo: 'samenvatting' });
    const back = draftReducer(editing, {
      type: 'advance',
      stepId: 'kies',
      values: {},
      to: 'samenvatting',
    });
    expect(back.currentStepId).toBe('samenvatting');
    expect(back).not.toHaveProperty('returnTo');
    const elsewhere = draftReducer(editing, {
      type: 'advance',
      stepId: 'kies',
      values: {},
      to: 'x',
    });
    expect(elsewhere.returnTo).toBe('samenvatting');
  });

  it('goes back and restarts', () => {
    const draft: WizardDraft = { ...start, currentStepId: 'info', returnTo: 'samenvatting' };
    expect(draftReducer(draft, { type: 'back', to: 'kies' })).toEqual({
      ...start,
      currentStepId: 'kies',
    });
    const filled = { ...draft, answers: { kies: { a: 1 } }, completed: ['kies'] };
    expect(draftReducer(filled, { type: 'restart', firstStepId: 'kies' })).toEqual(start);
  });
});
