/**
 * One wizard, any flow: progress, the current step (its URL is `?stap=<stepId>`), back and next,
 * the error summary, the leave guard and the submit. Everything it knows about a flow comes from
 * the engine core; it is handed the loaded flow, its query answers, flags and session facts.
 */
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import {
  Activity,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { useQuery, type QueryName } from '../../api';
import { Button } from '../../ui/button/button';
import { useModals } from '../../ui/modals/modal-store';
import {
  firstStep,
  nextMove,
  previousStep,
  progress,
  stepQuery,
  type FlowContext,
  type FlowResources,
  type FlowSession,
} from '../core';
import { useCurrentStep, useUrlStepLocation, type StepLocation } from './hooks/use-current-step';
import { useLeaveGuard } from './hooks/use-leave-guard';
import { NO_ERRORS, useStepErrors } from './hooks/use-step-errors';
import { useWizardDraft } from './hooks/use-wizard-draft';
import { WizardCancelModal } from './modals';
import { ErrorSummary } from './parts/error-summary';
import { errorSummaryItems } from './parts/error-summary-items';
import { WizardProgress } from './parts/wizard-progress';
import { stepViews, type StepView, type StepViewProps } from './steps';
import { rawUiSchema } from './steps/form-step';
import { sameStepProps } from './steps/same-step-props';
import { useErrorTexts } from './steps/step-fields';
import { useSubmit } from './submit/use-submit';

const Actions = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  marginTop: 32,
  '& > :last-child': { marginLeft: 'auto' },
});

// Static styles as styled components: serialised once, not on every render as `sx` would be.
const Title = styled(Typography)({ marginBottom: 24 }) as typeof Typography;
const StepHeading = styled(Typography)({
  marginBottom: 16,
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: '3px solid #003a63' },
}) as typeof Typography;

/** The flow's title: the same for the whole wizard, so typing never renders it again. */
const FlowTitle = memo(function FlowTitle({ text }: { text: string }) {
  return (
    <Title component="h1" variant="h4">
      {text}
    </Title>
  );
});

/** Back and next (or send): render again only when the step, its place or busyness changes. */
const StepActions = memo(function StepActions({
  onBack,
  busy,
  isLast,
}: {
  onBack?: () => void;
  busy: boolean;
  isLast: boolean;
}) {
  const intl = useIntl();
  return (
    <Actions data-wizard-actions>
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {intl.formatMessage({ id: 'wizard.back' })}
        </Button>
      )}
      <Button type="submit" loading={busy}>
        {intl.formatMessage({ id: isLast ? 'wizard.submit' : 'wizard.next' })}
      </Button>
    </Actions>
  );
});

/**
 * Step views that render again only when what they show changes (not on a URL sync or a flag):
 * the step ahead, rendered hidden before Next, is shown by Next without rendering it again.
 */
const memoViews: Readonly<Record<string, StepView>> = Object.fromEntries(
  Object.entries(stepViews).map(([kind, view]) => [kind, memo(view, sameStepProps)]),
);

/** A step shown by its kind's view. */
function StepPane(props: StepViewProps) {
  const View = memoViews[props.step.kind];
  return View ? <View {...props} /> : null;
}

const NO_VALUES: Readonly<Record<string, unknown>> = Object.freeze({});
// The states of a step's own query, one object each, so a view sees the same value across renders.
const QUERY_LOADING = Object.freeze({ loading: true, failed: false });
const QUERY_FAILED = Object.freeze({ loading: false, failed: true });
const QUERY_DONE = Object.freeze({ loading: false, failed: false });
// A step's own query starts after the step is painted: Next shows the step (with the query's
// loading state) without waiting for the request to be set up.
const STEP_QUERY = { startAfterPaint: true } as const;

/**
 * A wizard shown for looking only (the devbox flow preview): the step lives where the caller
 * says, nothing is stored or sent, leaving is never held, and the step's own query runs through
 * `fetchQuery` (as the previewed persona) instead of the signed-in session.
 */
export interface WizardPreviewMode {
  /** Where the step lives (the preview's own path). */
  stepLocation: StepLocation;
  /** Runs a step's own query. */
  fetchQuery: (name: string, params: unknown) => Promise<unknown>;
  /** The last step's button: what would be sent, instead of sending. */
  onSubmit: (context: FlowContext) => void;
}

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
  const { draft, dispatch, clear, restart, flush } = useWizardDraft(
    flow.id,
    session.personId ?? '',
    firstId,
    { persist: !preview },
  );
  const context: FlowContext = useMemo(
    () => ({ ...base, answers: draft.answers }),
    [base, draft.answers],
  );
  const urlLocation = useUrlStepLocation();
  const { stepId, go } = useCurrentStep(
    resources,
    base,
    draft,
    preview?.stepLocation ?? urlLocation,
  );
  const step = flow.steps.find((entry) => entry.id === stepId);

  // The step's own query (an info step's scenario calculation), in `data.<name>` for the step.
  const request = useMemo(
    () => (step ? stepQuery(flow, step, context) : undefined),
    [flow, step, context],
  );
  const portalAnswer = useQuery(
    (request?.name ?? 'ScenarioProjections') as QueryName,
    (request && !preview ? request.params : null) as never,
    STEP_QUERY,
  );
  const previewAnswer = useSWR(
    request && preview ? ['wizard-preview', request.name, JSON.stringify(request.params)] : null,
    () => preview!.fetchQuery(request!.name, request!.params),
  );
  const answer = preview ? previewAnswer : portalAnswer;
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
  const values = (stepId && draft.answers[stepId]) || NO_VALUES;
  // The step's values as the member last changed them: two changes before a render both count,
  // the callbacks stay the same functions while the member types, and Next reads what was typed
  // even while the draft still catches up (typed fields hand their values over in a transition,
  // see use-typed-text). They follow the draft when it changes, not on every render: a render
  // for something else while a transition is pending shows the draft from before it.
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  }, [values, stepId]);
  // The step shown, for the callbacks: they stay the same functions across steps, so the step
  // ahead (rendered before Next) is handed the same ones it will have once shown.
  const stepIdRef = useRef(stepId);
  useLayoutEffect(() => {
    stepIdRef.current = stepId;
  }, [stepId]);
  const onFieldChange = useCallback(
    (field: string, value: unknown, commit: boolean) => {
      const shownId = stepIdRef.current;
      if (!shownId) return;
      const next = { ...valuesRef.current };
      if (value === undefined) delete next[field];
      else next[field] = value;
      valuesRef.current = next;
      dispatch({ type: 'setValues', stepId: shownId, values: next });
      if (commit) checkField(field, next);
    },
    [dispatch, checkField],
  );
  const onFieldBlur = useCallback(
    (field: string, next?: EventTarget | null) => blurred(field, () => valuesRef.current, next),
    [blurred],
  );
  const onEdit = useCallback(
    (target: string) => {
      const shownId = stepIdRef.current;
      if (shownId) dispatch({ type: 'edit', stepId: target, returnTo: shownId });
    },
    [dispatch],
  );

  // Focus moves to the step heading on every step change (not on arrival).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepId);
  useEffect(() => {
    if (shownStep.current === stepId) return;
    shownStep.current = stepId;
    const frame = requestAnimationFrame(() => headingRef.current?.focus());
    return () => cancelAnimationFrame(frame);
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
  useLeaveGuard({ active: !submit.done && !preview, allows, onLeave });

  const uiSchema = step ? rawUiSchema({ resources, step }) : {};
  const texts = useErrorTexts(errors, uiSchema);
  const current = useMemo(
    () => (stepId ? progress(flow, context, stepId) : undefined),
    [flow, context, stepId],
  );
  const queryState = !request
    ? undefined
    : answer.error
      ? QUERY_FAILED
      : answer.data === undefined
        ? QUERY_LOADING
        : QUERY_DONE;
  // What Next does with the values as they are, worked out in a deferred render after they change
  // (neither in the click nor in the render that shows a new step), and the step it leads to,
  // rendered hidden at idle priority with the answers it will have: Next then shows what is
  // already there.
  const moveInput = useMemo(
    () => step && { draft, step, values, stepContext, context },
    [draft, step, values, stepContext, context],
  );
  // Not in the first render either: the first step paints before any of this is worked out.
  const deferredInput = useDeferredValue(moveInput, null);
  const move = useMemo(
    () =>
      deferredInput && {
        input: deferredInput,
        ...nextMove(
          resources,
          deferredInput.draft,
          deferredInput.step,
          deferredInput.values,
          deferredInput.stepContext,
          deferredInput.context,
        ),
      },
    [resources, deferredInput],
  );
  const aheadId = move?.input.step === step ? move?.to : undefined;
  const aheadStep =
    aheadId && aheadId !== stepId ? flow.steps.find((entry) => entry.id === aheadId) : undefined;
  const previousId = useMemo(
    () => (step ? previousStep(flow, context, step.id)?.id : undefined),
    [flow, context, step],
  );
  const back = useCallback(() => {
    if (!previousId) return;
    dispatch({ type: 'back', to: previousId });
    go(previousId);
  }, [previousId, dispatch, go]);
  if (!step || !current) return null;
  const isLast = current.current === current.total;

  const next = () => {
    if (submit.busy) return;
    const typed = valuesRef.current;
    const {
      errors: found,
      stored,
      after,
      to,
    } = move && move.input === moveInput && move.values === typed
      ? move
      : nextMove(resources, draft, step, typed, stepContext, context);
    nextChecked(found);
    // A refused step keeps what was typed: written now rather than after the typing pause.
    if (found.length > 0) {
      flush();
      return;
    }
    if (!to) {
      if (preview) {
        preview.onSubmit(after);
        return;
      }
      flush();
      void submit.send(after);
      return;
    }
    // The draft and the shown step change in one render, at once; the URL follows in the
    // router's own transition (see useCurrentStep).
    dispatch({ type: 'advance', stepId: step.id, values: stored, to });
    go(to);
  };

  return (
    <div data-testid="wizard" data-flow={flow.id} data-step={step.id}>
      <FlowTitle text={intl.formatMessage({ id: flow.title })} />
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
        <StepHeading
          component="h2"
          variant="h5"
          id={`wizard-heading-${step.id}`}
          ref={headingRef}
          tabIndex={-1}
        >
          {intl.formatMessage({ id: step.title })}
        </StepHeading>
        <Activity key={step.id} mode="visible">
          <StepPane
            resources={resources}
            step={step}
            context={stepContext}
            values={values}
            errors={errors}
            onFieldChange={onFieldChange}
            onFieldBlur={onFieldBlur}
            onEdit={onEdit}
            {...(queryState ? { query: queryState } : {})}
          />
        </Activity>
        {move && aheadStep && (
          <Activity key={aheadStep.id} mode="hidden">
            <StepPane
              resources={resources}
              step={aheadStep}
              context={move.after}
              values={draft.answers[aheadStep.id] ?? NO_VALUES}
              errors={NO_ERRORS}
              onFieldChange={onFieldChange}
              onFieldBlur={onFieldBlur}
              onEdit={onEdit}
              {...(aheadStep.query ? { query: QUERY_LOADING } : {})}
            />
          </Activity>
        )}
        <StepActions onBack={previousId ? back : undefined} busy={submit.busy} isLast={isLast} />
      </form>
    </div>
  );
}
