/**
 * The errors a step shows. A failed "next" sets them all (and opens the error summary, which
 * takes focus each time); afterwards, and before it for fields the member filled in, leaving a
 * field re-checks that one field. Nothing is checked while typing.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  validateStep,
  type FieldError,
  type FlowContext,
  type FlowResources,
  type StepDefinition,
} from '../../core';
import { afterPress, watchPresses } from './after-press';

/** Errors shown for one step; `attempt` counts its failed "next" clicks. */
interface Shown {
  stepId: string;
  errors: FieldError[];
  attempt: number;
}

/** The field a path belongs to (`amount` of `amount.x`). */
export const topField = (path: string) => path.split('.')[0] ?? path;

/** No errors: one array, so a step without errors hands its views the same value every render. */
export const NO_ERRORS: FieldError[] = [];

export interface StepErrors {
  /** The errors shown on the step. */
  errors: FieldError[];
  /** Failed "next" clicks on this step: the error summary shows from the first. */
  attempt: number;
  /** Checks one field of `values` and shows or clears its error. */
  checkField: (field: string, values: Readonly<Record<string, unknown>>) => void;
  /**
   * The member left a field (`next`: where focus went); checks it when that makes sense, after
   * a pointer press that caused the blur is over. `values` gives the step's values at that time.
   */
  onFieldBlur: (
    field: string,
    values: () => Readonly<Record<string, unknown>>,
    next?: EventTarget | null,
  ) => void;
  /** A "next" found these errors (empty: none), for the step shown. */
  nextChecked: (found: FieldError[]) => void;
  /**
   * Shows `found` on step `stepId` as a failed "next" would (the error summary opens and takes
   * focus): the back end refused these answers after the step was left.
   */
  showErrors: (stepId: string, found: FieldError[]) => void;
  /** The error summary, to focus after a failed "next". */
  summaryRef: RefObject<HTMLDivElement | null>;
}

export function useStepErrors(
  resources: FlowResources,
  step: StepDefinition | undefined,
  context: FlowContext,
): StepErrors {
  const [shown, setShown] = useState<Shown>({ stepId: '', errors: NO_ERRORS, attempt: 0 });
  const own = shown.stepId === step?.id;
  const errors = own ? shown.errors : NO_ERRORS;
  const attempt = own ? shown.attempt : 0;
  // Read by the callbacks, so they stay the same while the member types.
  const latest = useRef({ step, context, errors, attempt });
  useEffect(() => {
    latest.current = { step, context, errors, attempt };
  });

  const checkField = useCallback(
    (field: string, values: Readonly<Record<string, unknown>>) => {
      const { step: active, context: activeContext } = latest.current;
      if (!active) return;
      const found = validateStep(resources, active, values, {
        ...activeContext,
        answers: { ...activeContext.answers, [active.id]: values },
      });
      const order = (error: FieldError) => found.findIndex((e) => e.path === error.path);
      setShown((previous) => {
        const same = previous.stepId === active.id;
        const others = (same ? previous.errors : []).filter((e) => topField(e.path) !== field);
        const mine = found.filter((e) => topField(e.path) === field);
        return {
          stepId: active.id,
          errors: [...others, ...mine].sort((a, b) => order(a) - order(b)),
          attempt: same ? previous.attempt : 0,
        };
      });
    },
    [resources],
  );

  useEffect(watchPresses, []);

  const onFieldBlur = useCallback(
    (field: string, values: () => Readonly<Record<string, unknown>>, next?: EventTarget | null) => {
      // Focus going to "next" or "back": that click decides. Checking now would move the buttons
      // (an error appearing above them) between press and release, and the click would be lost.
      if (next instanceof HTMLButtonElement && next.closest('[data-wizard-actions]')) return;
      afterPress(() => {
        const now = values();
        const { errors: showing, attempt: tries } = latest.current;
        const filled = now[field] !== undefined && now[field] !== '';
        const hasError = showing.some((error) => topField(error.path) === field);
        // An untouched empty field stays quiet until the member tries to go on.
        if (filled || hasError || tries > 0) checkField(field, now);
      });
    },
    [checkField],
  );

  const nextChecked = useCallback((found: FieldError[]) => {
    const active = latest.current.step;
    if (!active) return;
    setShown((previous) =>
      found.length === 0
        ? { stepId: active.id, errors: NO_ERRORS, attempt: 0 }
        : {
            stepId: active.id,
            errors: found,
            attempt: (previous.stepId === active.id ? previous.attempt : 0) + 1,
          },
    );
  }, []);

  const showErrors = useCallback((stepId: string, found: FieldError[]) => {
    setShown((previous) => ({
      stepId,
      errors: found,
      attempt: (previous.stepId === stepId ? previous.attempt : 0) + 1,
    }));
  }, []);

  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown.attempt > 0) summaryRef.current?.focus();
  }, [shown.attempt, shown.stepId]);

  return { errors, attempt, checkField, onFieldBlur, nextChecked, showErrors, summaryRef };
}
