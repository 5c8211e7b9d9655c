/**
 * Sends the wizard: the nothing-changed check, `buildSubmission`, then the one command client:
 * first the summary document when the flow files one (its answer's id goes into the command, ADR
 * 0003), then the command. The button shows loading and clicks are ignored while sending. On
 * success the draft is cleared and the success page opens with the report call, the answers that
 * were sent and the filed document. A failed call is shown by `use-call-failure.ts` (a refusal
 * of answered fields at those fields, else the modal that fits); every answer is kept.
 *
 * A flow that makes its change a quote draft (ADR 0014) sends the draft when Next leads to its
 * step (`prepare`; a refusal comes back on the step that chose it like a send's), accepts it as
 * the send (making it first when this page has not made that draft, e.g. after a reload) and
 * cancels it when the member leaves (`cancelDraft`, fire and forget). Cached answers the command
 * outdates are dropped only once the wizard has left the screen (`use-command-deps.ts`).
 */
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { sendNamedCall } from '../../../api';
import { useModals } from '../../../ui/modals/modal-store';
import {
  buildSubmission,
  isNothingChanged,
  quoteDraftCancel,
  quoteDraftOnNext,
  sameCall,
  type CommandCall,
  referToDocument,
  sentSummary,
  type FieldError,
  type FlowContext,
  type SubmitRequest,
  type FlowResources,
} from '../../core';
import { NothingChangedModal } from '../modals';
import { useCallFailure } from './use-call-failure';
import { useCommandDeps } from './use-command-deps';
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
  /** Making a quote draft now (Next waits for it; no send for analytics). */
  preparing: boolean;
  /** Sent: the wizard is leaving for its success page. */
  done: boolean;
  /** Sends the answers of `context` (the visible steps' answers, all valid). */
  send: (context: FlowContext) => Promise<void>;
  /**
   * Next leads to step `to` with the answers of `after`: makes the quote draft when the flow
   * makes one there. Resolves false when it was refused or failed (shown already).
   */
  prepare: (after: FlowContext, to: string) => Promise<boolean> | true;
  /**
   * The member leaves (stops, restarts, signs out) from step `stepId` with the answers of
   * `context` (default: those of the draft made): drops a quote draft this wizard made, or may
   * have made before a reload (shown on the draft's step).
   */
  cancelDraft: (context: FlowContext | undefined, stepId?: string) => void;
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
  const [preparing, setPreparing] = useState(false);
  const [done, setDone] = useState(false);
  const sending = useRef(false);
  // The quote draft this page made last (ADR 0014): not made again while it would carry the same.
  const made = useRef<CommandCall | undefined>(undefined);
  // The answers it was made from, for a cancel where no answers are at hand (a restart).
  const madeFrom = useRef<FlowContext | undefined>(undefined);
  const deps = useCommandDeps();

  const cancelDraft = useCallback(
    (context: FlowContext | undefined, stepId?: string) => {
      const from = context ?? madeFrom.current;
      const cancel = from && quoteDraftCancel(flow, from);
      if (!cancel || (made.current === undefined && stepId !== flow.quoteDraft?.before)) return;
      made.current = undefined;
      madeFrom.current = undefined;
      // Fire and forget: a draft left behind expires on the back end's side.
      sendNamedCall(cancel, deps()).catch((error: unknown) =>
        console.error(`flow ${flow.id}: cancelling the quote draft failed`, error),
      );
    },
    [flow, deps],
  );

  const startOver = useCallback(() => {
    cancelDraft(undefined);
    restart(firstId);
    go(firstId);
  }, [cancelDraft, restart, firstId, go]);
  const { fail, refusedOrFailed } = useCallFailure({ resources, startOver, onRefused });

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
      const { report, summaryDocument, quoteDraft } = submission;
      let documentId: string | undefined;
      // The request a refusal answers: its fields are paths into that request's body.
      let request: SubmitRequest = 'quoteDraft';
      try {
        if (quoteDraft && !sameCall(quoteDraft, made.current)) {
          await sendNamedCall(quoteDraft, deps());
          made.current = quoteDraft;
          madeFrom.current = context;
        }
        request = 'summaryDocument';
        let command = submission.command;
        if (summaryDocument) {
          const answer = await sendNamedCall(summaryDocument, deps());
          documentId = documentIdOf(answer);
          command = referToDocument(command, summaryDocument.reference, documentId);
        }
        request = 'command';
        await sendNamedCall(command, deps());
        made.current = undefined;
        madeFrom.current = undefined;
      } catch (error) {
        sending.current = false;
        setBusy(false);
        onSending?.(false);
        refusedOrFailed(error, context, request);
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
    [flow, resources, modals, fail, refusedOrFailed, clear, onSending, navigate, deps],
  );

  const makeDraft = useCallback(
    async (create: CommandCall, after: FlowContext) => {
      if (sending.current) return false;
      sending.current = true;
      setPreparing(true);
      try {
        await sendNamedCall(create, deps());
        made.current = create;
        madeFrom.current = after;
        return true;
      } catch (error) {
        refusedOrFailed(error, after, 'quoteDraft');
        return false;
      } finally {
        sending.current = false;
        setPreparing(false);
      }
    },
    [refusedOrFailed, deps],
  );

  const prepare = useCallback(
    (after: FlowContext, to: string): Promise<boolean> | true => {
      const create = quoteDraftOnNext(flow, after, to, made.current);
      return create ? makeDraft(create, after) : true;
    },
    [flow, makeDraft],
  );

  return { busy, preparing, done, send, prepare, cancelDraft };
}
