/**
 * A wizard in progress: the answers per step, where the member is, and which steps are done. A
 * pure reducer changes it; the binding keeps it in session storage (`draft-storage.ts`) so a
 * reload or a detour loses nothing typed.
 */

/** The state of one wizard for one person. */
export interface WizardDraft {
  /** Format version of the stored draft. */
  version: 1;
  /** The flow. */
  flowId: string;
  /** The person it belongs to. */
  personId: string;
  /** The step shown. */
  currentStepId: string;
  /** Values per step id (as typed, then as completed). */
  answers: Record<string, Record<string, unknown>>;
  /** Steps left with valid values, in the order they were completed. */
  completed: string[];
  /** After editing a step from the summary: the step to return to. */
  returnTo?: string;
  /** The flow's version (`FlowResources.version`) the draft was started on; absent in old drafts. */
  flowVersion?: string;
}

/** What can happen to a draft. */
export type DraftAction =
  /** The member typed: keep the step's values (not yet validated). */
  | { type: 'setValues'; stepId: string; values: Record<string, unknown> }
  /**
   * The step's values are valid (store `applyConditionalFields(...).values`): mark it completed
   * and go to `to` (see `stepAfter`).
   */
  | { type: 'advance'; stepId: string; values: Record<string, unknown>; to: string }
  /** Go back to an earlier step. */
  | { type: 'back'; to: string }
  /** Edit a step from the summary, returning to `returnTo` afterwards. */
  | { type: 'edit'; stepId: string; returnTo: string }
  /** Start over at the first step with no answers (after a flow error). */
  | { type: 'restart'; firstStepId: string };

/** A fresh draft at the first step, on version `flowVersion` of the flow when known. */
export function createDraft(
  flowId: string,
  personId: string,
  firstStepId: string,
  flowVersion?: string,
): WizardDraft {
  return {
    version: 1,
    flowId,
    personId,
    currentStepId: firstStepId,
    answers: {},
    completed: [],
    ...(flowVersion === undefined ? {} : { flowVersion }),
  };
}

function withoutReturn(draft: WizardDraft): WizardDraft {
  const { returnTo: _, ...rest } = draft;
  return rest;
}

/** The draft after `action`; never changes its input. */
export function draftReducer(draft: WizardDraft, action: DraftAction): WizardDraft {
  switch (action.type) {
    case 'setValues':
      return { ...draft, answers: { ...draft.answers, [action.stepId]: action.values } };
    case 'advance': {
      const completed = draft.completed.includes(action.stepId)
        ? draft.completed
        : [...draft.completed, action.stepId];
      const next = {
        ...draft,
        answers: { ...draft.answers, [action.stepId]: action.values },
        completed,
        currentStepId: action.to,
      };
      return action.to === draft.returnTo ? withoutReturn(next) : next;
    }
    case 'back':
      return withoutReturn({ ...draft, currentStepId: action.to });
    case 'edit':
      return { ...draft, currentStepId: action.stepId, returnTo: action.returnTo };
    case 'restart':
      return createDraft(draft.flowId, draft.personId, action.firstStepId, draft.flowVersion);
  }
}
