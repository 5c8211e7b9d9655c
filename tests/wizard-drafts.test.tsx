// Wizard drafts live in session storage under `wizardDraft.<flow>.<person>` (spec section 4: answers
// survive a reload) and must not outlive the sign-in: signing out, and the cleanup after a lost
// token, remove every one of them while the identity library's entries stay where they should.
import { DRAFT_KEY_PREFIX, draftStorageKey, serializeDraft, createDraft } from '../src/engine/core';
import { cleanupBrowserData, clearSignInData } from '../src/session/cleanup';
import { resetSessionForTest } from '../src/session/test-support';

const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX));

beforeEach(() => {
  resetSessionForTest();
  for (const [flowId, personId] of [
    ['pension-age', '20045871'],
    ['extra-deposit', '20045871'],
    ['pension-age', 'member-active'],
  ] as const) {
    sessionStorage.setItem(
      draftStorageKey(flowId, personId),
      serializeDraft(createDraft(flowId, personId, 'first')),
    );
  }
  sessionStorage.setItem('oidc.user:issuer:member-portal', '{}');
});

test('signing out removes every wizard draft', () => {
  expect(drafts()).toHaveLength(3);
  clearSignInData();
  expect(drafts()).toEqual([]);
});

test('the cleanup after a lost token removes them too, keeping the identity library entry', () => {
  cleanupBrowserData();
  expect(drafts()).toEqual([]);
  expect(sessionStorage.getItem('oidc.user:issuer:member-portal')).toBe('{}');
});
