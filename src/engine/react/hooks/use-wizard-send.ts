/**
 * Sending from the last step: through `useSubmit` (the command client), or to the preview's
 * `onSubmit` in the devbox preview; so are a flow's quote draft calls (never in a preview). Answers the back end refuses are shown on their step as an
 * edit from the step the member sent from (Next leads back there once corrected), with the
 * errors and their summary, which takes focus.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { FieldError, FlowContext, FlowResources } from '../../core';
import type { WizardPreviewMode } from '../preview-mode';
import { useSubmit } from '../submit/use-submit';
import type { WizardDraftApi } from './use-wizard-draft';

export interface WizardSendOptions {
  resources: FlowResources;
  draft: Pick<WizardDraftApi, 'dispatch' | 'clear' | 'restart' | 'flush'>;
  /** The flow's first step (a restart after a flow error goes there). */
  firstId: string;
  /** The step shown. */
  stepId: string | undefined;
  /** Shows a step (`useCurrentStep`). */
  go: (stepId: string) => void;
  /** The frame shown is being left (`useStepTransition`). */
  leave: () => void;
  /** The error summary takes focus on `stepId` (`useHeadingFocus`). */
  summaryTakesFocus: (stepId: string) => void;
  /** Shows errors on a step as a failed Next would (`useStepErrors`). */
  showErrors: (stepId: string, found: FieldError[]) => void;
  /** Sending started (true) or ended without success (false). */
  onSending: (sending: boolean) => void;
  /** Look, never send. */
  preview: WizardPreviewMode | undefined;
}

export interface WizardSend {
  /** Sending now, or making a quote draft: the button shows it and ignores clicks. */
  busy: boolean;
  /** Sending the answers (not a quote draft): analytics counts sends by it. */
  sending: boolean;
  /** Sent: the wizard is leaving for its success page. */
  done: boolean;
  /** Sends the answers of `after` (the visible steps' answers, all valid). */
  send: (after: FlowContext) => void;
  /**
   * Next leads to `to` with the answers of `after`: true to move on now, or a promise of whether
   * to move on once the quote draft the flow makes there was sent (see `useSubmit`).
   */
  prepare: (after: FlowContext, to: string) => Promise<boolean> | true;
  /** The member leaves from step `stepId`: drops the quote draft, if one may have been made. */
  cancelDraft: (context: FlowContext, stepId: string | undefined) => void;
}

export function useWizardSend(options: WizardSendOptions): WizardSend {
  const { resources, draft, firstId, stepId, go, leave, summaryTakesFocus, showErrors } = options;
  const { dispatch, clear, restart, flush } = draft;
  const shown = useRef(stepId);
  useLayoutEffect(() => {
    shown.current = stepId;
  }, [stepId]);
  const onRefused = useCallback(
    (target: string, found: FieldError[]) => {
      const shownId = shown.current;
      if (shownId && shownId !== target) {
        dispatch({ type: 'edit', stepId: target, returnTo: shownId });
        leave();
        summaryTakesFocus(target);
        go(target);
      }
      showErrors(target, found);
    },
    [dispatch, leave, summaryTakesFocus, go, showErrors],
  );
  const submit = useSubmit({
    resources,
    clear,
    restart,
    firstId,
    go,
    onSending: options.onSending,
    onRefused,
  });
  const { preview } = options;
  return {
    busy: submit.busy || submit.preparing,
    sending: submit.busy,
    done: submit.done,
    send: (after) => {
      if (preview) return preview.onSubmit(after);
      flush();
      void submit.send(after);
    },
    // A preview looks and never sends, a quote draft neither.
    prepare: preview ? () => true : submit.prepare,
    cancelDraft: preview ? () => undefined : submit.cancelDraft,
  };
}
