// @vitest-environment node
import { sampleContext, sampleFlow } from '../testing/sample-flow';
import { createDraft, type WizardDraft } from './draft-state';
import { stepAfter } from './step-after';

const draft = (patch: Partial<WizardDraft>): WizardDraft => ({
  ...createDraft('sample', '1', 'kies'),
  ...patch,
});

describe('stepAfter', () => {
  const plain = sampleContext({ answers: { kies: { type: 'a' } } });
  const withExtra = sampleContext({ answers: { kies: { type: 'b' } } });

  it('is the next visible step, or undefined after the last', () => {
    expect(stepAfter(sampleFlow, plain, draft({}), 'kies')).toBe('info');
    expect(stepAfter(sampleFlow, plain, draft({}), 'samenvatting')).toBeUndefined();
  });

  it('returns to the summary after an edit when the steps between are done', () => {
    const editing = draft({ returnTo: 'samenvatting', completed: ['kies', 'info'] });
    expect(stepAfter(sampleFlow, plain, editing, 'kies')).toBe('samenvatting');
  });

  it('goes through a step the edit made appear', () => {
    const editing = draft({ returnTo: 'samenvatting', completed: ['kies', 'info'] });
    expect(stepAfter(sampleFlow, withExtra, editing, 'kies')).toBe('extra');
  });
});
