/**
 * Sends the wizard: the nothing-changed check, `buildSubmission`, then the one command client:
 * first the summary document when the flow files one (its answer's id goes into the command, ADR
 * 0003), then the command. The button shows loading and clicks are ignored while sending. On
 * success the draft is cleared and the success page opens with the report call, the answers that
 * were sent and the filed document. A refusal of fields the member answered goes back to them
 * (`refused-answers.ts`: `onRefused`); any other failure of either call opens the modal that fits
 * (`failure-kind.ts`). Either way every answer is kept.
 *
 * Cached answers the command outdates are dropped only once the wizard has left the screen (when
 * it unmounts): dropping them empties SWR's data, which swaps the route's content for a spinner
 * while its gates re-check their flags. The router moves to the success page in a transition, so
 * `navigate` returns while the wizard's location is still the one rendered. Dropping the answers
 * right then would unmount the wizard under its gates, and if the answers came back before the
 * success page had rendered, the gates would mount a new wizard for the old location: its draft
 * cleared, it would correct the URL to the first step and replace the success page's entry.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { http, invalidateQueries, sendNamedCall, type QueryName } from '../../../api';
import { getSession, updateSession } from '../../../session/session';
import { useModals } from '../../../ui/modals/modal-store';
import {
  buildSubmission,
  isNothingChanged,
  referToDocument,
  sentSummary,
  type FieldError,
  type FlowContext,
  type SubmitRequest,
  type FlowResources,
} from '../../core';
import {
  FlowErrorModal,
  NothingChangedModal,
  RequestFailedModal,
  SaveFailedModal,
} from '../modals';
import { overviewPathOf } from '../navigation/wizard-paths';
import { failureKind, type FailureKind } from './failure-kind';
import { refusedAnswers } from './refused-answers';
import { withoutFileContents, type SuccessState } from './success-state';

/** The id in a summary document's answer (`{ documentId }`); throws when there is none. */
function documentIdOf(answer: unknown): string {
  const id = (answer as { documentId?: unknown } | null)?.documentId;
  if (typeof id !== 'string' || id === '')
    throw new Error('The summary document was not filed: its answer has no documentId');
  return id;
}

export interface SubmitOptions {
  resources: FlowResources;
  /** Forgets the draft. */
  clear: () => void;
  /** Starts the wizard over at `firstId` (after a flow error). */
  restart: (firstId: string) => void;
  firstId: string;
  /** Shows a step. */
  go: (stepId: string) => void;
  /** Sending started or ended without success. */
  onSending?: (sending: boolean) => void;
  /**
   * The back end refused fields the member answered: show `errors` on step `stepId` (without
   * it, such a refusal opens the flow-error modal like any other).
   */
  onRefused?: (stepId: string, errors: FieldError[]) => void;
}

export interface SubmitApi {
  /** Sending now. */
  busy: boolean;
  /** Sent: the wizard is leaving for its success page. */
  done: boolean;
  /** Sends the answers of `context` (the visible steps' answers, all valid). */
  send: (context: FlowContext) => Promise<void>;
}

export function useSubmit({
  resources,
  clear,
  restart,
  firstId,
  go,
  onSending,
  onRefused,
}: SubmitOptions): SubmitApi {
  const { flow } = resources;
  const navigate = useNavigate();
  const modals = useModals();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const sending = useRef(false);
  // The queries a sent command outdated, dropped when the wizard unmounts (see above).
  const outdatedRef = useRef<QueryName[]>([]);
  useEffect(() => {
    const outdated = outdatedRef.current;
    return () => {
      if (outdated.length > 0) void invalidateQueries(outdated.splice(0));
    };
  }, []);

  const fail = useCallback(
    (kind: FailureKind, error: unknown) => {
      if (kind === 'handled') return;
      if (kind === 'flowError') {
        console.error(`flow ${flow.id} failed`, error);
        modals.open(FlowErrorModal, {
          onRestart: () => {
            restart(firstId);
            go(firstId);
          },
        });
        return;
      }
      if (flow.funnelType === 'aanvraag')
        modals.open(RequestFailedModal, { overviewPath: overviewPathOf(flow.route) });
      else modals.open(SaveFailedModal, {});
    },
    [flow, modals, restart, firstId, go],
  );

  const send = useCallback(
    async (context: FlowContext) => {
      if (sending.current) return;
      if (isNothingChanged(flow, context)) {
        modals.open(NothingChangedModal, {});
        return;
      }
      let submission;
      let sent;
      try {
        submission = buildSubmission(flow, context);
        sent = withoutFileContents(sentSummary(resources, context));
      } catch (error) {
        fail('flowError', error);
        return;
      }
      sending.current = true;
      setBusy(true);
      onSending?.(true);
      const outdated = outdatedRef.current;
      const deps = {
        client: http,
        getSession,
        updateSession,
        invalidate: (names: readonly QueryName[]) => {
          outdated.push(...names);
          return Promise.resolve();
        },
      };
      const { report, summaryDocument } = submission;
      let documentId: string | undefined;
      // The request a refusal answers: its fields are paths into that request's body.
      let request: SubmitRequest = 'summaryDocument';
      try {
        let command = submission.command;
        if (summaryDocument) {
          const answer = await sendNamedCall(summaryDocument, deps);
          documentId = documentIdOf(answer);
          command = referToDocument(command, summaryDocument.reference, documentId);
        }
        request = 'command';
        await sendNamedCall(command, deps);
      } catch (error) {
        sending.current = false;
        setBusy(false);
        onSending?.(false);
        const kind = failureKind(error);
        const refused =
          kind === 'flowError' && onRefused
            ? refusedAnswers(resources, context, error, request)
            : undefined;
        if (refused) onRefused?.(refused.stepId, refused.errors);
        else fail(kind, error);
        return;
      }
      clear();
      setDone(true);
      const state: SuccessState = {
        flowId: flow.id,
        ...(report
          ? {
              report: { command: report.command, params: report.params, body: report.body },
            }
          : {}),
        sent,
        ...(documentId ? { summaryDocument: { documentId } } : {}),
      };
      void navigate(flow.successRoute, { state });
    },
    [flow, resources, modals, fail, clear, onSending, onRefused, navigate],
  );

  return { busy, done, send };
}
