/**
 * One wizard, any flow: progress, the current step (its URL is `?stap=<stepId>`), back and next,
 * the error summary, the leave guard and the submit. Everything it knows about a flow comes from
 * the engine core; it is handed the loaded flow, its query answers, flags and session facts.
 */
import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { useQuery, type QueryName } from '../../api';
import { afterNextPaint } from '../../ui/after-paint';
import { useModals } from '../../ui/modals/modal-store';
import {
  firstStep,
  nextMove,
  normaliseStepValues,
  previousStep,
  progress,
  stepQuery,
  type FieldError,
  type FlowContext,
  type FlowResources,
  type FlowSession,
} from '../core';
import { useCurrentStep, useUrlStepLocation, type StepLocation } from './hooks/use-current-step';
import { useLeaveGuard } from './hooks/use-leave-guard';
import { NO_ERRORS, useStepErrors } from './hooks/use-step-errors';
import { useWizardAnalytics } from './hooks/use-wizard-analytics';
import { useWizardDraft } from './hooks/use-wizard-draft';
import { WizardCancelModal } from './modals';
import type { ErrorSummaryItem } from './parts/error-summary';
import { errorSummaryItems } from './parts/error-summary-items';
import { StepFrame, StepSlot, stepHeadingId } from './parts/step-frame';
import { rawUiSchema } from './steps/form-step';
import { useErrorTexts } from './steps/step-fields';
import { useSubmit } from './submit/use-submit';
import styles from './wizard.module.css';

/** The flow's title: the same for the whole wizard, so typing never renders it again. */
const FlowTitle = memo(function FlowTitle({ text }: { text: string }) {
  return <h1 className={styles.title}>{text}</h1>;
});

const NO_VALUES: Readonly<Record<string, unknown>> = Object.freeze({});
/** No error summary: one array, so the frame sees the same value while there are no errors. */
const NO_ITEMS: readonly ErrorSummaryItem[] = Object.freeze([]);
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

/** The frame last committed as the step shown: its step and its element. */
interface ShownFrame {
  id: string;
  element: ReactElement;
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
    showErrors,
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
  // Leaving a field stores its answer normalised (a BSN padded, a postcode as 1234 AB, texts
  // trimmed), so the input shows what will be checked and sent; then it is checked.
  const onFieldBlur = useCallback(
    (field: string, next?: EventTarget | null) => {
      const shownId = stepIdRef.current;
      const shown = flow.steps.find((entry) => entry.id === shownId);
      const typed = valuesRef.current;
      const normalised = shown ? normaliseStepValues(resources, shown, typed, [field]) : typed;
      if (shownId && normalised !== typed) {
        const stored = { ...normalised };
        valuesRef.current = stored;
        dispatch({ type: 'setValues', stepId: shownId, values: stored });
      }
      blurred(field, () => valuesRef.current, next);
    },
    [blurred, resources, flow.steps, dispatch],
  );
  const onEdit = useCallback(
    (target: string) => {
      const shownId = stepIdRef.current;
      if (shownId) dispatch({ type: 'edit', stepId: target, returnTo: shownId });
    },
    [dispatch],
  );

  // Focus moves to the step heading on every step change (not on arrival), except to a step
  // the wizard returns to with errors: its error summary takes focus (see `onRefused`).
  const shownStep = useRef(stepId);
  const summaryFocus = useRef<string | null>(null);
  useEffect(() => {
    if (shownStep.current === stepId) return;
    shownStep.current = stepId;
    if (!stepId) return;
    if (summaryFocus.current === stepId) {
      summaryFocus.current = null;
      return;
    }
    const frame = requestAnimationFrame(() =>
      document.getElementById(stepHeadingId(stepId))?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [stepId]);

  const sendingChanged = useCallback(
    (sending: boolean) => onSending?.(sending ? { data, permissions } : null),
    [onSending, data, permissions],
  );
  // The frame last committed as shown, and the one Next or back has just left (see below).
  const shownFrame = useRef<ShownFrame | null>(null);
  const [leaving, setLeaving] = useState<ShownFrame | null>(null);
  // Sending was refused for answers of step `target`: it is shown as an edit from the step the
  // member sent from (Next leads back there once corrected), with the errors and their summary.
  const onRefused = useCallback(
    (target: string, found: FieldError[]) => {
      const shownId = stepIdRef.current;
      if (shownId && shownId !== target) {
        dispatch({ type: 'edit', stepId: target, returnTo: shownId });
        setLeaving(shownFrame.current);
        summaryFocus.current = target;
        go(target);
      }
      showErrors(target, found);
    },
    [dispatch, go, showErrors],
  );
  const submit = useSubmit({
    resources,
    clear,
    restart,
    firstId,
    go,
    onSending: sendingChanged,
    onRefused,
  });

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
  // Analytics watches the step shown and the send; this is its one call.
  useWizardAnalytics({
    flow,
    stepId,
    progress: current,
    busy: submit.busy,
    done: submit.done,
    off: preview !== undefined,
  });
  const queryState = !request
    ? undefined
    : answer.error
      ? QUERY_FAILED
      : answer.data === undefined
        ? QUERY_LOADING
        : QUERY_DONE;
  // What Next does with the values as they are, worked out in a deferred render after they change
  // (neither in the click nor in the render that shows a new step), and the frame of the step it
  // leads to (progress, heading, view, back and next), rendered ahead in a slot that is laid out
  // but not seen, with the answers it will have: Next then shows what is already there.
  const moveInput = useMemo(
    () => step && { draft, step, values, stepContext, context },
    [draft, step, values, stepContext, context],
  );
  // Not in the first render either: the first step paints before any of this is worked out.
  const deferredInput = useDeferredValue(moveInput, null);
  const move = useMemo(() => {
    if (!deferredInput) return null;
    const found = nextMove(
      resources,
      deferredInput.draft,
      deferredInput.step,
      deferredInput.values,
      deferredInput.stepContext,
      deferredInput.context,
    );
    const { after, to } = found;
    const ahead = to
      ? {
          progress: progress(flow, after, to),
          hasBack: previousStep(flow, after, to) !== undefined,
        }
      : undefined;
    return { input: deferredInput, ...found, ahead };
  }, [resources, flow, deferredInput]);
  const aheadId = move?.input.step === step ? move?.to : undefined;
  const aheadStep =
    aheadId && aheadId !== stepId ? flow.steps.find((entry) => entry.id === aheadId) : undefined;
  const previousId = useMemo(
    () => (step ? previousStep(flow, context, step.id)?.id : undefined),
    [flow, context, step],
  );

  const next = () => {
    if (!step || submit.busy) return;
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
    setLeaving(shownFrame.current);
    go(to);
  };
  const back = () => {
    if (!previousId) return;
    dispatch({ type: 'back', to: previousId });
    setLeaving(shownFrame.current);
    go(previousId);
  };
  // Next and back as the same functions for every frame and every render (they act on the step
  // shown), so the frame rendered ahead is handed the same ones it will have once shown.
  const actions = useRef({ next, back });
  useLayoutEffect(() => {
    actions.current = { next, back };
  });
  const onNext = useCallback(() => actions.current.next(), []);
  const onBack = useCallback(() => actions.current.back(), []);

  // The frame Next or back leaves stays, not displayed, until the new step has been painted, and
  // goes in a transition then: the step change shows the new frame without tearing the old one
  // down (its DOM, effects and refs) first. It is the element last committed as shown, so React
  // does not render it again.
  useEffect(() => {
    if (!leaving) return;
    return afterNextPaint(() => startTransition(() => setLeaving(null)));
  }, [leaving]);
  const shownElement =
    step && current ? (
      <StepFrame
        pane={{
          resources,
          step,
          context: stepContext,
          values,
          errors,
          onFieldChange,
          onFieldBlur,
          onEdit,
          ...(queryState ? { query: queryState } : {}),
        }}
        progress={current}
        errorItems={
          attempt > 0 ? errorSummaryItems(resources, step, uiSchema, errors, texts) : NO_ITEMS
        }
        summaryRef={summaryRef}
        onNext={onNext}
        onBack={previousId ? onBack : undefined}
        busy={submit.busy}
      />
    ) : null;
  useLayoutEffect(() => {
    shownFrame.current = step && shownElement ? { id: step.id, element: shownElement } : null;
  });
  if (!step || !current) return null;
  const left = leaving && leaving.id !== step.id && leaving.id !== aheadStep?.id ? leaving : null;

  return (
    <div data-testid="wizard" data-flow={flow.id} data-step={step.id} className={styles.frames}>
      <FlowTitle text={intl.formatMessage({ id: flow.title })} />
      {left && (
        <StepSlot key={left.id} place="leaving">
          {left.element}
        </StepSlot>
      )}
      <StepSlot key={step.id} place="shown">
        {shownElement}
      </StepSlot>
      {move?.ahead && aheadStep && (
        <StepSlot key={aheadStep.id} place="ahead">
          <StepFrame
            pane={{
              resources,
              step: aheadStep,
              context: move.after,
              values: draft.answers[aheadStep.id] ?? NO_VALUES,
              errors: NO_ERRORS,
              onFieldChange,
              onFieldBlur,
              onEdit,
              ...(aheadStep.query ? { query: QUERY_LOADING } : {}),
            }}
            progress={move.ahead.progress}
            errorItems={NO_ITEMS}
            summaryRef={summaryRef}
            onNext={onNext}
            onBack={move.ahead.hasBack ? onBack : undefined}
            busy={false}
          />
        </StepSlot>
      )}
    </div>
  );
}
