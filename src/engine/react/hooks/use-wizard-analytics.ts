// Wizard analytics (spec sections 4, 7 and 9; ADR 0004 for where the events go): the wizard calls
// this once with what it shows and how sending goes, and it pushes the start, each step view, the
// send and how the send ended. It only watches: nothing in the wizard waits for it. A preview
// (the devbox) pushes nothing.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { pushAnalytics } from '../../../analytics';
import type { FlowDefinition, Progress } from '../../core';
import { wizardAnalyticsEvent } from './wizard-analytics-event';

/** What the wizard tells the hook. */
export interface WizardAnalyticsInput {
  flow: FlowDefinition;
  /** The step shown (undefined while there is none). */
  stepId: string | undefined;
  /** The progress of the step shown. */
  progress: Progress | undefined;
  /** Sending now. */
  busy: boolean;
  /** Sent with success. */
  done: boolean;
  /** Push nothing (a preview). */
  off?: boolean;
}

/** Pushes the wizard's analytics events; see the module comment. */
export function useWizardAnalytics({
  flow,
  stepId,
  progress,
  busy,
  done,
  off,
}: WizardAnalyticsInput): void {
  const intl = useIntl();
  const started = useRef(false);
  const viewed = useRef<string | undefined>(undefined);
  const wasSending = useRef(false);

  // Sending ends either in success (done; busy stays on while the wizard leaves) or not. This
  // effect comes first, so a refusal's failure is pushed before the view of the step it returns to.
  const sending = busy && !done;
  useEffect(() => {
    if (off || sending === wasSending.current) return;
    wasSending.current = sending;
    pushAnalytics(wizardAnalyticsEvent(flow, sending ? 'send' : done ? 'success' : 'failure'));
  }, [off, flow, sending, done]);

  useEffect(() => {
    if (off || !stepId || !progress || viewed.current === stepId) return;
    if (!started.current) {
      started.current = true;
      pushAnalytics(wizardAnalyticsEvent(flow, 'start'));
    }
    viewed.current = stepId;
    const title = progress.steps.find((step) => step.id === stepId)?.title;
    pushAnalytics(
      wizardAnalyticsEvent(flow, 'step_view', {
        id: stepId,
        title: title ? intl.formatMessage({ id: title }) : stepId,
        number: progress.current,
        total: progress.total,
      }),
    );
  }, [off, flow, stepId, progress, intl]);
}
