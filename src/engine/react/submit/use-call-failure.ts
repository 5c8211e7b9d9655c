/**
 * What the member sees when one of the wizard's calls fails (`failure-kind.ts` sorts the error):
 * a refusal of fields the member answered goes back to them (`refused-answers.ts`: `onRefused`);
 * a flow error opens the modal that starts the wizard over; a request that could not be made
 * opens the request-failed modal (a request flow) or the save-failed modal. Every answer is kept.
 */
import { useCallback } from 'react';
import { useModals } from '../../../ui/modals/modal-store';
import type { FieldError, FlowContext, FlowResources, SubmitRequest } from '../../core';
import { FlowErrorModal, RequestFailedModal, SaveFailedModal } from '../modals';
import { overviewPathOf } from '../navigation/wizard-paths';
import { failureKind, type FailureKind } from './failure-kind';
import { refusedAnswers } from './refused-answers';

export interface CallFailureOptions {
  resources: FlowResources;
  /** Starts the wizard over (the flow-error modal's button). */
  startOver: () => void;
  /** The back end refused fields the member answered (without it, the flow-error modal). */
  onRefused?: (stepId: string, errors: FieldError[]) => void;
}

export interface CallFailure {
  /** Shows the failure of `kind`. */
  fail: (kind: FailureKind, error: unknown) => void;
  /** A call of `request`, made with the answers of `context`, failed with `error`. */
  refusedOrFailed: (error: unknown, context: FlowContext, request: SubmitRequest) => void;
}

/** The wizard's handling of a failed call. */
export function useCallFailure({
  resources,
  startOver,
  onRefused,
}: CallFailureOptions): CallFailure {
  const { flow } = resources;
  const modals = useModals();
  const fail = useCallback(
    (kind: FailureKind, error: unknown) => {
      if (kind === 'handled') return;
      if (kind === 'flowError') {
        console.error(`flow ${flow.id} failed`, error);
        modals.open(FlowErrorModal, { onRestart: startOver });
        return;
      }
      if (flow.funnelType === 'aanvraag')
        modals.open(RequestFailedModal, { overviewPath: overviewPathOf(flow.route) });
      else modals.open(SaveFailedModal, {});
    },
    [flow, modals, startOver],
  );
  const refusedOrFailed = useCallback(
    (error: unknown, context: FlowContext, request: SubmitRequest) => {
      const kind = failureKind(error);
      const refused =
        kind === 'flowError' && onRefused
          ? refusedAnswers(resources, context, error, request)
          : undefined;
      if (refused) onRefused?.(refused.stepId, refused.errors);
      else fail(kind, error);
    },
    [resources, fail, onRefused],
  );
  return { fail, refusedOrFailed };
}
