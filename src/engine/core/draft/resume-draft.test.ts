// @vitest-environment node
import { flowResources } from 'virtual:compiled-flows';
import { describe, expect, it } from 'vitest';
import type { WizardDraft } from './draft-state';
import { resumeDraft } from './resume-draft';

const context = {
  data: {},
  permissions: {},
  session: { locale: 'nl-NL' },
  now: '2026-11-27T10:00:00Z',
};

/** A value-transfer draft with answers that fit, one refused now, one field and one step gone. */
const stored = (flowVersion?: string): WizardDraft => ({
  version: 1,
  flowId: 'value-transfer',
  personId: 'p1',
  currentStepId: 'contact',
  answers: {
    scheiding: { exPartnerShare: 'maybe', oldField: 'x' },
    'removed-step': { anything: 1 },
    contact: { emailChoice: 'known' },
  },
  completed: ['scheiding', 'removed-step', 'contact'],
  ...(flowVersion === undefined ? {} : { flowVersion }),
});

describe('resumeDraft on value-transfer', async () => {
  const loaded = await flowResources('value-transfer');

  it('has a build-time version', () => {
    expect(loaded.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('resumes a draft of an older version with its fitting answers and names the changed steps', () => {
    const { draft, review } = resumeDraft(loaded, stored('older'), context);
    expect(draft.answers).toEqual({ scheiding: {}, contact: { emailChoice: 'known' } });
    expect(review).toEqual(['scheiding']);
    expect(draft.completed).toEqual(['contact']);
    expect(draft.currentStepId).toBe('contact');
    expect(draft.flowVersion).toBe(loaded.version);
  });

  it('keeps a draft of the same version as stored', () => {
    const same = stored(loaded.version);
    expect(resumeDraft(loaded, same, context)).toEqual({ draft: same, review: [] });
  });

  it('treats a draft without a version as changed only where answers do not fit', () => {
    const fitting: WizardDraft = {
      ...stored(),
      answers: { scheiding: { exPartnerShare: 'no' }, contact: { emailChoice: 'known' } },
      completed: ['scheiding', 'contact'],
    };
    const { draft, review } = resumeDraft(loaded, fitting, context);
    expect(review).toEqual([]);
    expect(draft.answers).toEqual(fitting.answers);
    expect(draft.completed).toEqual(['scheiding', 'contact']);
    expect(draft.flowVersion).toBe(loaded.version);
  });

  it('keeps what was typed on a step not yet completed, and moves off a step that is gone', () => {
    const typing: WizardDraft = {
      ...stored('older'),
      currentStepId: 'removed-step',
      answers: { contact: { emailChoice: 'known', otherEmail: 'not-an-address' } },
      completed: [],
    };
    const { draft, review } = resumeDraft(loaded, typing, context);
    expect(draft.answers.contact).toEqual({ emailChoice: 'known', otherEmail: 'not-an-address' });
    expect(review).toEqual([]);
    expect(draft.currentStepId).toBe(loaded.flow.steps[0]?.id);
  });
});
