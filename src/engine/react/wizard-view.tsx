/**
 * One wizard, any flow: progress, the current step (its URL is `?stap=<stepId>`), back and next,
 * the error summary, the leave guard and the submit. Everything it knows about a flow comes from
 * the engine core; it is handed the loaded flow, its query answers, flags and session facts.
 */
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { startTransition, useCallback, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useQuery, type QueryName } from '../../api';
import { Button } from '../../ui/button/button';
import { useModals } from '../../ui/modals/modal-store';
import {
  applyConditionalFields,
  firstStep,
  previousStep,
  progress,
  stepAfter,
  stepQuery,
  validateStep,
  type FlowContext,
  type FlowResources,
  type FlowSession,
} from '../core';
import { useCurrentStep } from './hooks/use-current-step';
import { useLeaveGuard } from './hooks/use-leave-guard';
import { useStepErrors } from './hooks/use-step-errors';
import { useWizardDraft } from './hooks/use-wizard-draft';
import { WizardCancelModal } from './modals';
import { ErrorSummary } from './parts/error-summary';
import { errorSummaryItems } from './parts/error-summary-items';
import { WizardProgress } from './parts/wizard-progress';
import { stepViews } from './steps';
import { rawUiSchema } from './steps/form-step';
import { useErrorTexts } from './steps/step-fields';
import { useSubmit } from './submit/use-submit';

const Actions = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  marginTop: 32,
  '& > :last-child': { marginLeft: 'auto' },
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
}

export function WizardView({
  resources,
  data,
  permissions,
  session,
  now,
  onSending,
}: WizardViewProps) {
  const { flow } = resources;
  const intl = useIntl();
  const navigate = useNavigate();
  const modals = useModals();

  const base = useMemo(
    () => ({ data, permissions, session, now }),
    [data, permissions, session, now],
  );
  const firstId = useMemo(
    () => firstStep(flow, { ...base, answers: {} })?.id ?? flow.steps[0]?.id ?? '',
    [flow, base],
  );
  const { draft, dispatch, clear, restart } = useWizardDraft(
    flow.id,
    session.personId ?? '',
    firstId,
  );
  const context: FlowContext = useMemo(
    () => ({ ...base, answers: draft.answers }),
    [base, draft.answers],
  );
  const { stepId, go } = useCurrentStep(resources, base, draft);
  const step = flow.steps.find((entry) => entry.id === stepId);

  // The step's own query (an info step's scenario calculation), in `data.<name>` for the step.
  const request = useMemo(
    () => (step ? stepQuery(flow, step, context) : undefined),
    [flow, step, context],
  );
  const answer = useQuery(
    (request?.name ?? 'ScenarioProjections') as QueryName,
    (request ? request.params : null) as never,
  );
  const stepContext = useMemo(
    () =>
      request && answer.data !== undefined
        ? { ...context, data: { ...context.data, [request.name]: answer.data } }
        : context,
    [context, request, answer.data],
  );

  const {
    errors,
    attempt,
    summaryRef,
    checkField,
    onFieldBlur: blurred,
    nextChecked,
  } = useStepErrors(resources, step, stepContext);
  const values = (stepId && draft.answers[stepId]) || {};
  // The values as the callbacks last saw them: two changes before a render both count, and the
  // callbacks stay the same functions while the member types.
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  });
  const onFieldChange = useCallback(
    (field: string, value: unknown, commit: boolean) => {
      if (!stepId) return;
      const next = { ...valuesRef.current };
      if (value === undefined) delete next[field];
      else next[field] = value;
      valuesRef.current = next;
      dispatch({ type: 'setValues', stepId, values: next });
      if (commit) checkField(field, next);
    },
    [stepId, dispatch, checkField],
  );
  const onFieldBlur = useCallback(
    (field: string, next?: EventTarget | null) => blurred(field, valuesRef.current, next),
    [blurred],
  );
  const onEdit = useCallback(
    (target: string) => stepId && dispatch({ type: 'edit', stepId: target, returnTo: stepId }),
    [stepId, dispatch],
  );

  // Focus moves to the step heading on every step change (not on arrival).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepId);
  useEffect(() => {
    if (shownStep.current === stepId) return;
    shownStep.current = stepId;
    headingRef.current?.focus();
  }, [stepId]);

  const sendingChanged = useCallback(
    (sending: boolean) => onSending?.(sending ? { data, permissions } : null),
    [onSending, data, permissions],
  );
  const submit = useSubmit({ resources, clear, restart, firstId, go, onSending: sendingChanged });

  const allows = useCallback(
    (pathname: string) => pathname === flow.route || pathname === flow.successRoute,
    [flow.route, flow.successRoute],
  );
  const onLeave = useCallback(
    (target: string) =>
      modals.open(WizardCancelModal, {
        onStop: () => {
          clear();
          void navigate(target);
        },
      }),
    [modals, clear, navigate],
  );
  useLeaveGuard({ active: !submit.done, allows, onLeave });

  const uiSchema = step ? rawUiSchema({ resources, step }) : {};
  const texts = useErrorTexts(errors, uiSchema);
  if (!step) return null;
  const View = stepViews[step.kind];
  const current = progress(flow, context, step.id);
  const previous = previousStep(flow, context, step.id);
  const isLast = current.current === current.total;

  const next = () => {
    if (submit.busy) return;
    const typed = draft.answers[step.id] ?? {};
    const found = validateStep(resources, step, typed, stepContext);
    nextChecked(found);
    if (found.length > 0) return;
    const stored =
      step.kind === 'form'
        ? applyConditionalFields(resources, step, typed, stepContext).values
        : typed;
    const after = { ...context, answers: { ...context.answers, [step.id]: stored } };
    const to = stepAfter(flow, after, draft, step.id);
    if (!to) {
      void submit.send(after);
      return;
    }
    // The draft and the URL change in one render: the router moves in a transition, and a draft
    // update outside it would render the wizard once more, on the old step, before that.
    startTransition(() => {
      dispatch({ type: 'advance', stepId: step.id, values: stored, to });
      go(to);
    });
  };

  const back = () => {
    if (!previous) return;
    startTransition(() => {
      dispatch({ type: 'back', to: previous.id });
      go(previous.id);
    });
  };

  return (
    <div data-testid="wizard" data-flow={flow.id} data-step={step.id}>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {intl.formatMessage({ id: flow.title })}
      </Typography>
      <WizardProgress progress={current} />
      <ErrorSummary
        ref={summaryRef}
        items={attempt > 0 ? errorSummaryItems(resources, step, uiSchema, errors, texts) : []}
      />
      <form
        noValidate
        aria-labelledby={`wizard-heading-${step.id}`}
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <Typography
          component="h2"
          variant="h5"
          id={`wizard-heading-${step.id}`}
          ref={headingRef}
          tabIndex={-1}
          sx={{
            mb: 2,
            '&:focus': { outline: 'none' },
            '&:focus-visible': { outline: '3px solid #003a63' },
          }}
        >
          {intl.formatMessage({ id: step.title })}
        </Typography>
        {View && (
          <View
            resources={resources}
            step={step}
            context={stepContext}
            values={values}
            errors={errors}
            onFieldChange={onFieldChange}
            onFieldBlur={onFieldBlur}
            onEdit={onEdit}
            {...(request
              ? {
                  query: {
                    loading: answer.data === undefined && !answer.error,
                    failed: Boolean(answer.error),
                  },
                }
              : {})}
          />
        )}
        <Actions data-wizard-actions>
          {previous && (
            <Button variant="secondary" onClick={back}>
              {intl.formatMessage({ id: 'wizard.back' })}
            </Button>
          )}
          <Button type="submit" loading={submit.busy}>
            {intl.formatMessage({ id: isLast ? 'wizard.submit' : 'wizard.next' })}
          </Button>
        </Actions>
      </form>
    </div>
  );
}
