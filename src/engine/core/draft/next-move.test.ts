// @vitest-environment node
import { sampleContext, sampleResources } from '../testing/sample-flow';
import { createDraft } from './draft-state';
import { nextMove } from './next-move';

const draft = createDraft('sample', '1', 'kies');
const kies = sampleResources.flow.steps[0]!;

describe('nextMove', () => {
  it('refuses values with errors, and still says where they would lead', () => {
    const context = sampleContext();
    const move = nextMove(sampleResources, draft, kies, {}, context, context);
    expect(move.errors.map((error) => error.path)).toEqual(['type']);
    expect(move.to).toBe('info');
  });

  it('stores a form step without its hidden fields and goes on with those answers', () => {
    const context = sampleContext({ answers: { info: { seen: true } } });
    const typed = { type: 'b', years: 60 };
    const move = nextMove(sampleResources, draft, kies, typed, context, context);
    expect(move.errors).toEqual([]);
    expect(move.values).toBe(typed);
    expect(move.stored).toEqual({ type: 'b' });
    expect(move.after.answers).toEqual({ info: { seen: true }, kies: { type: 'b' } });
    expect(move.to).toBe('extra');
  });

  it('validates with the step context and carries on with the flow context', () => {
    const context = sampleContext({ answers: {} });
    const stepContext = { ...context, data: { ...context.data, Extra: 1 } };
    const move = nextMove(sampleResources, draft, kies, { type: 'a' }, stepContext, context);
    expect(move.after.data).toBe(context.data);
  });

  it('ends after the last step', () => {
    const last = sampleResources.flow.steps.at(-1)!;
    const context = sampleContext({ answers: { kies: { type: 'a' } } });
    expect(nextMove(sampleResources, draft, last, {}, context, context).to).toBeUndefined();
  });
});
