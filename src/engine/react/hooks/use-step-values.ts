/**
 * The step's values as the member last changed them, and the callbacks its fields call. Two
 * changes before a render both count, the callbacks stay the same functions while the member
 * types and across steps (so the frame rendered ahead is handed the ones it will have once
 * shown), and Next reads what was typed even while the draft still catches up (typed fields hand
 * their values over in a transition, see use-typed-text).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import {
  normaliseStepValues,
  type DraftAction,
  type FlowResources,
  type WizardDraft,
} from '../../core';
import { NO_VALUES } from '../parts/empty-props';
import type { StepViewProps } from '../steps/step-view';
import type { StepErrors } from './use-step-errors';

export interface StepValues extends Pick<
  StepViewProps,
  'onFieldChange' | 'onFieldBlur' | 'onEdit'
> {
  /** The step's values as the draft holds them. */
  values: Readonly<Record<string, unknown>>;
  /** The values as last typed (ahead of the draft while a typed field hands them over). */
  typed: RefObject<Readonly<Record<string, unknown>>>;
}

/** The values of step `stepId` in `draft`, and its field callbacks. */
export function useStepValues(
  resources: FlowResources,
  draft: WizardDraft,
  dispatch: (action: DraftAction) => void,
  stepId: string | undefined,
  errors: Pick<StepErrors, 'checkField' | 'onFieldBlur'>,
): StepValues {
  const values = (stepId && draft.answers[stepId]) || NO_VALUES;
  // They follow the draft when it changes, not on every render: a render for something else while
  // a transition is pending shows the draft from before it.
  const typed = useRef(values);
  useEffect(() => {
    typed.current = values;
  }, [values, stepId]);
  // The step shown, for the callbacks.
  const shown = useRef(stepId);
  useLayoutEffect(() => {
    shown.current = stepId;
  }, [stepId]);

  const { checkField, onFieldBlur: blurred } = errors;
  const onFieldChange = useCallback(
    (field: string, value: unknown, commit: boolean) => {
      const shownId = shown.current;
      if (!shownId) return;
      const next = { ...typed.current };
      if (value === undefined) delete next[field];
      else next[field] = value;
      typed.current = next;
      dispatch({ type: 'setValues', stepId: shownId, values: next });
      if (commit) checkField(field, next);
    },
    [dispatch, checkField],
  );
  // Leaving a field stores its answer normalised (a BSN padded, a postcode as 1234 AB, texts
  // trimmed), so the input shows what will be checked and sent; then it is checked.
  const onFieldBlur = useCallback(
    (field: string, next?: EventTarget | null) => {
      const shownId = shown.current;
      const step = resources.flow.steps.find((entry) => entry.id === shownId);
      const current = typed.current;
      const normalised = step ? normaliseStepValues(resources, step, current, [field]) : current;
      if (shownId && normalised !== current) {
        const stored = { ...normalised };
        typed.current = stored;
        dispatch({ type: 'setValues', stepId: shownId, values: stored });
      }
      blurred(field, () => typed.current, next);
    },
    [blurred, resources, dispatch],
  );
  const onEdit = useCallback(
    (target: string) => {
      const shownId = shown.current;
      if (shownId) dispatch({ type: 'edit', stepId: target, returnTo: shownId });
    },
    [dispatch],
  );
  return { values, typed, onFieldChange, onFieldBlur, onEdit };
}
