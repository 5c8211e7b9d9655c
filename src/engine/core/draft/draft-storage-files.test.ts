import { createDraft, draftReducer } from './draft-state';
import { parseDraft, serializeDraft } from './draft-storage';

describe('serializeDraft with files', () => {
  it('stores file names, sizes and types but not their contents', () => {
    const file = { name: 'convenant.pdf', size: 3, type: 'application/pdf', content: 'YWJj' };
    const draft = draftReducer(createDraft('divorce-agreements', '20045871', 'datum'), {
      type: 'setValues',
      stepId: 'documenten',
      values: { documents: [file] },
    });
    const text = serializeDraft(draft);
    expect(text).not.toContain('YWJj');
    expect(
      parseDraft(text, { flowId: 'divorce-agreements', personId: '20045871' })?.answers,
    ).toEqual({
      documenten: { documents: [{ name: 'convenant.pdf', size: 3, type: 'application/pdf' }] },
    });
    expect(draft.answers.documenten?.documents).toEqual([file]);
  });
});
