/**
 * Sends the wizard: the nothing-changed check, `buildSubmission`, then the one command client.
 * The button shows loading and clicks are ignored while sending. On success the draft is cleared
 * and the success page opens with the report call; a failure opens the modal that fits
 * (`failure-kind.ts`) and keeps every answer.
 *
 * Cached answers the command outdates are dropped only after leaving the wizard: dropping them
 * empties SWR's data, which would swap the page for a spinner (route gates re-check their
 * flags) while the member is still looking at it.
 */
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  http,
  invalidateQueries,
  sendCommand,
  type CommandName,
  type QueryName,
} from '../../../api';
import { getSession, updateSession } from '../../../session/session';
import { useModals } from '../../../ui/modals/modal-store';
import {
  buildSubmission,
  isNothingChanged,
  type FlowContext,
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
import type { SuccessState } from './success-state';

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
}: SubmitOptions): SubmitApi {
  const { flow } = resources;
  const navigate = useNavigate();
  const modals = useModals();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const sending = useRef(false);

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
      try {
        submission = buildSubmission(flow, context);
      } catch (error) {
        fail('flowError', error);
        return;
      }
      sending.current = true;
      setBusy(true);
      onSending?.(true);
      const outdated: QueryName[] = [];
      const { command, report } = submission;
      try {
        await sendCommand(command.api as CommandName, command.params as never, command.body, {
          client: http,
          getSession,
          updateSession,
          invalidate: (names) => {
            outdated.push(...names);
            return Promise.resolve();
          },
        });
      } catch (error) {
        sending.current = false;
        setBusy(false);
        onSending?.(false);
        fail(failureKind(error), error);
        return;
      }
      clear();
      setDone(true);
      const state: SuccessState = {
        flowId: flow.id,
        ...(report
          ? {
              report: {
                name: report.name,
                api: report.api,
                params: report.params,
                body: report.body,
              },
            }
          : {}),
      };
      await navigate(flow.successRoute, { state });
      void invalidateQueries(outdated);
    },
    [flow, modals, fail, clear, onSending, navigate],
  );

  return { busy, done, send };
}
