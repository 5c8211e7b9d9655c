/**
 * Next and back. Next asks the core once what it does with the values as typed (`nextMove`,
 * through the step transition, which may have worked it out ahead): the errors it shows, or the
 * values it stores and the step it leads to (once a quote draft the flow makes there is sent),
 * or, after the last step, sending. Back goes to the
 * visible step before. Both change the draft and the shown step in one render, at once; the URL
 * follows (see useCurrentStep).
 */
import { useCallback, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import {
  previousStep,
  type DraftAction,
  type FieldError,
  type FlowContext,
  type FlowResources,
  type StepDefinition,
} from '../../core';
import type { StepTransition } from '../transition/use-step-transition';
import type { WizardSend } from './use-wizard-send';

export interface StepNavigationOptions {
  resources: FlowResources;
  /** The step shown. */
  step: StepDefinition | undefined;
  /** The flow's answers and data (back goes to the visible step before, by these answers). */
  context: FlowContext;
  /** The step's values as last typed (`useStepValues`). */
  typed: RefObject<Readonly<Record<string, unknown>>>;
  dispatch: (action: DraftAction) => void;
  /** Writes a pending draft change now. */
  flush: () => void;
  transition: Pick<StepTransition, 'moveFor' | 'leave'>;
  /** Shows a step (`useCurrentStep`). */
  go: (stepId: string) => void;
  /** A Next found these errors (empty: none) (`useStepErrors`). */
  nextChecked: (found: FieldError[]) => void;
  sending: Pick<WizardSend, 'busy' | 'send' | 'prepare'>;
}

export interface StepNavigation {
  /** Next: the same function for every step and render. */
  onNext: () => void;
  /** Back: the same function for every step and render; does nothing without an earlier step. */
  onBack: () => void;
  /** Whether the step shown has an earlier step. */
  hasBack: boolean;
}

export function useStepNavigation(options: StepNavigationOptions): StepNavigation {
  const { resources, step, context, typed, dispatch, flush, transition, go, nextChecked } = options;
  const { flow } = resources;
  const previousId = useMemo(
    () => (step ? previousStep(flow, context, step.id)?.id : undefined),
    [flow, context, step],
  );
  const next = () => {
    if (!step || options.sending.busy) return;
    const { errors, stored, after, to } = transition.moveFor(typed.current);
    nextChecked(errors);
    // A refused step keeps what was typed: written now rather than after the typing pause.
    if (errors.length > 0) return flush();
    if (!to) return options.sending.send(after);
    const advance = () => {
      dispatch({ type: 'advance', stepId: step.id, values: stored, to });
      transition.leave();
      go(to);
    };
    const prepared = options.sending.prepare(after, to);
    if (prepared === true) return advance();
    // A quote draft is made first: the step keeps its values while it is sent, and stays shown
    // when the draft is refused (the refusal shows where the member corrects it).
    dispatch({ type: 'setValues', stepId: step.id, values: stored });
    void prepared.then((proceed) => proceed && advance());
  };
  const back = () => {
    if (!previousId) return;
    dispatch({ type: 'back', to: previousId });
    transition.leave();
    go(previousId);
  };
  // The same functions for every frame and every render (they act on the step shown), so the
  // frame rendered ahead is handed the same ones it will have once shown.
  const actions = useRef({ next, back });
  useLayoutEffect(() => {
    actions.current = { next, back };
  });
  const onNext = useCallback(() => actions.current.next(), []);
  const onBack = useCallback(() => actions.current.back(), []);
  return { onNext, onBack, hasBack: previousId !== undefined };
}
