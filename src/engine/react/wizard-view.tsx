/**
 * One wizard, any flow: the flow's title and the step frames, put together from one hook per
 * job: the draft, the step shown (its URL is `?stap=<stepId>`), the step's query, its values and
 * errors, focus, the step transition (docs/adr/0012-step-transition.md), next and back, sending
 * and the leave guard. Everything it knows about a flow comes from the engine core; it is handed
 * the loaded flow, its query answers, flags and session facts.
 */
import { memo, useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  isLastStep,
  firstStep,
  progress,
  resumeDraft,
  type FlowContext,
  type FlowResources,
  type FlowSession,
} from '../core';
import { useCurrentStep, useUrlStepLocation } from './hooks/use-current-step';
import { useHeadingFocus } from './hooks/use-heading-focus';
import { useStepErrors } from './hooks/use-step-errors';
import { useStepNavigation } from './hooks/use-step-navigation';
import { useStepQuery } from './hooks/use-step-query';
import { useStepValues } from './hooks/use-step-values';
import { useWizardAnalytics } from './hooks/use-wizard-analytics';
import { useWizardDraft } from './hooks/use-wizard-draft';
import { useWizardLeave } from './hooks/use-wizard-leave';
import { useWizardSend } from './hooks/use-wizard-send';
import { NO_ITEMS } from './parts/empty-props';
import { WizardProgress } from './parts/wizard-progress';
import { errorSummaryItems } from './parts/error-summary-items';
import type { WizardPreviewMode } from './preview-mode';
import { rawUiSchema } from './steps/form-step';
import { useErrorTexts } from './steps/step-fields';
import { StepFrames } from './transition/step-frames';
import { useStepTransition } from './transition/use-step-transition';
import styles from './wizard.module.css';

export type { WizardPreviewMode } from './preview-mode';

/** The flow's title: the same for the whole wizard, so typing never renders it again. */
const FlowTitle = memo(function FlowTitle({ text }: { text: string }) {
  return <h1 className={styles.title}>{text}</h1>;
});

/** The data and flags a wizard was sent with. */
export interface WizardSnapshot {
  data: Readonly<Record<string, unknown>>;
  permissions: Readonly<Record<string, boolean | undefined>>;
}

export interface WizardViewProps {
  resources: FlowResources;
  /** Answers of the flow's queries by name. */
  data: Readonly<Record<string, unknown>>;
  /** Permission flags. */
  permissions: Readonly<Record<string, boolean | undefined>>;
  session: FlowSession;
  /** The moment rules see. */
  now: Date;
  /**
   * Sending starts (with the data and flags the wizard is using) or ended without success: while
   * sending, the page keeps showing this wizard with that data, whatever the caches do.
   */
  onSending?: (snapshot: WizardSnapshot | null) => void;
  /** Look, never send (see `WizardPreviewMode`). */
  preview?: WizardPreviewMode;
}

export function WizardView({
  resources,
  data,
  permissions,
  session,
  now,
  onSending,
  preview,
}: WizardViewProps) {
  const { flow } = resources;
  const intl = useIntl();

  const base = useMemo(
    () => ({ data, permissions, session, now }),
    [data, permissions, session, now],
  );
  const firstId = useMemo(
    () => firstStep(flow, { ...base, answers: {} })?.id ?? flow.steps[0]?.id ?? '',
    [flow, base],
  );
  const drafts = useWizardDraft(flow.id, session.personId ?? '', firstId, {
    persist: !preview,
    ...(resources.version === undefined ? {} : { flowVersion: resources.version }),
    resume: (stored) => resumeDraft(resources, stored, base),
  });
  const { draft, dispatch, clear, forget } = drafts;
  const context: FlowContext = useMemo(
    () => ({ ...base, answers: draft.answers }),
    [base, draft.answers],
  );
  const onAnswers = preview?.onAnswers;
  useEffect(() => {
    onAnswers?.(draft.answers);
  }, [onAnswers, draft.answers]);
  const urlLocation = useUrlStepLocation();
  const location = preview?.stepLocation ?? urlLocation;
  const { stepId, go } = useCurrentStep(resources, base, draft, location);
  const step = flow.steps.find((entry) => entry.id === stepId);
  const query = useStepQuery(resources, step, context, preview);
  const { stepContext } = query;
  const stepErrors = useStepErrors(resources, step, stepContext);
  const { errors, attempt, summaryRef, showErrors } = stepErrors;
  const fields = useStepValues(resources, draft, dispatch, stepId, stepErrors);
  const { values } = fields;
  const { summaryTakesFocus } = useHeadingFocus(stepId);

  const moveInput = useMemo(
    () => step && { draft, step, values, stepContext, context },
    [draft, step, values, stepContext, context],
  );
  const transition = useStepTransition(resources, moveInput);
  const sendingChanged = useCallback(
    (sending: boolean) => onSending?.(sending ? { data, permissions } : null),
    [onSending, data, permissions],
  );
  const sending = useWizardSend({
    resources,
    draft: drafts,
    firstId,
    stepId,
    go,
    leave: transition.leave,
    summaryTakesFocus,
    showErrors,
    onSending: sendingChanged,
    preview,
  });
  const { onNext, onBack, hasBack } = useStepNavigation({
    resources,
    step,
    context,
    typed: fields.typed,
    dispatch,
    flush: drafts.flush,
    transition,
    go,
    nextChecked: stepErrors.nextChecked,
    sending,
  });
  const { cancelDraft } = sending;
  const dropQuote = useCallback(() => cancelDraft(context, stepId), [cancelDraft, context, stepId]);
  useWizardLeave(flow, !sending.done && !preview, { clear, forget, dropQuote });

  const uiSchema = step ? rawUiSchema({ resources, step }) : {};
  const texts = useErrorTexts(errors, uiSchema);
  const current = useMemo(
    () => (stepId ? progress(flow, context, stepId) : undefined),
    [flow, context, stepId],
  );
  // Analytics watches the step shown and the send; this is its one call.
  useWizardAnalytics({
    flow,
    stepId,
    progress: current,
    busy: sending.sending,
    done: sending.done,
    off: preview !== undefined,
  });
  if (!step || !current) return null;

  return (
    <div data-testid="wizard" data-flow={flow.id} data-step={step.id} className={styles.frames}>
      <FlowTitle text={intl.formatMessage({ id: flow.title })} />
      {drafts.review.length > 0 && (
        <p className={`${styles.textBlock} ${styles.textWarning}`} data-testid="draft-review">
          {intl.formatMessage(
            { id: 'wizard.draft.flowChanged' },
            {
              count: drafts.review.length,
              steps: intl.formatList(
                drafts.review.map((id) => {
                  const title = flow.steps.find((entry) => entry.id === id)?.title;
                  return title ? intl.formatMessage({ id: title }) : id;
                }),
                { type: 'conjunction' },
              ),
            },
          )}
        </p>
      )}
      {/* One list for every step: a step change updates it in place, so the frame that shows the
          new step lays out only the step (the list was two thirds of a step's DOM). */}
      <WizardProgress progress={current} />
      <StepFrames
        transition={transition}
        shown={{
          pane: {
            resources,
            step,
            context: stepContext,
            values,
            errors,
            onFieldChange: fields.onFieldChange,
            onFieldBlur: fields.onFieldBlur,
            onEdit: fields.onEdit,
            ...(query.state ? { query: query.state } : {}),
          },
          isLast: isLastStep(current),
          errorItems:
            attempt > 0 ? errorSummaryItems(resources, step, uiSchema, errors, texts) : NO_ITEMS,
          summaryRef,
          onNext,
          onBack: hasBack ? onBack : undefined,
          busy: sending.busy,
        }}
        answers={draft.answers}
        onBack={onBack}
      />
    </div>
  );
}
