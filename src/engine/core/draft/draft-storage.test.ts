// @vitest-environment node
import { createDraft } from './draft-state';
import { draftStorageKey, parseDraft, serializeDraft } from './draft-storage';

const expected = { flowId: 'pension-age', personId: '20045871' };
const draft = {
  ...createDraft('pension-age', '20045871', 'kies'),
  answers: { kies: { type: 'state' } },
};

describe('draft storage', () => {
  it('keys drafts by flow and person', () => {
    expect(draftStorageKey('pension-age', '20045871')).toBe('wizardDraft.pension-age.20045871');
  });

  it('reads back what it wrote', () => {
    expect(parseDraft(serializeDraft(draft), expected)).toEqual(draft);
    const editing = { ...draft, returnTo: 'samenvatting' };
    expect(parseDraft(serializeDraft(editing), expected)).toEqual(editing);
  });

  it('refuses nothing, broken JSON, other flows or persons and odd shapes', () => {
    expect(parseDraft(null, expected)).toBeNull();
    expect(parseDraft('{', expected)).toBeNull();
    expect(parseDraft('[]', expected)).toBeNull();
    expect(parseDraft(serializeDraft(draft), { ...expected, personId: 'other' })).toBeNull();
    expect(parseDraft(serializeDraft(draft), { ...expected, flowId: 'extra-deposit' })).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, version: 2 }), expected)).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, answers: { kies: 1 } }), expected)).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, completed: [1] }), expected)).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, returnTo: 3 }), expected)).toBeNull();
  });
});
