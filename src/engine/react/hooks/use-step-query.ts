/**
 * A step's own query (an info step's scenario calculation, `query` in the flow): asked with the
 * answers so far, its answer put in `data.<name>` for that step. Through the signed-in session's
 * `useQuery`, or, in the devbox preview, through the preview's `fetchQuery` (as its persona).
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import { useQuery, type QueryName } from '../../../api';
import { stepQuery, type FlowContext, type FlowResources, type StepDefinition } from '../../core';
import type { WizardPreviewMode } from '../preview-mode';

/** The state of a step's own query, as its view is handed it. */
export interface QueryState {
  loading: boolean;
  failed: boolean;
}

// One object per state, so a view sees the same value across renders (and the frame rendered
// ahead, which shows its query loading, the same value as once it is shown).
/** The query is under way. */
export const QUERY_LOADING: QueryState = Object.freeze({ loading: true, failed: false });
const QUERY_FAILED: QueryState = Object.freeze({ loading: false, failed: true });
const QUERY_DONE: QueryState = Object.freeze({ loading: false, failed: false });
// The query starts after the step is painted: Next shows the step (with the query's loading
// state) without waiting for the request to be set up.
const STEP_QUERY = { startAfterPaint: true } as const;

export interface StepQuery {
  /** What the step sees: `context` with the query's answer in `data.<name>` once it is there. */
  stepContext: FlowContext;
  /** The query's state; undefined when the step has no query. */
  state?: QueryState;
}

/** The query of `step` (if it has one) for `context`; `preview` runs it through the preview. */
export function useStepQuery(
  resources: FlowResources,
  step: StepDefinition | undefined,
  context: FlowContext,
  preview: WizardPreviewMode | undefined,
): StepQuery {
  const { flow } = resources;
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
  const state = !request
    ? undefined
    : answer.error
      ? QUERY_FAILED
      : answer.data === undefined
        ? QUERY_LOADING
        : QUERY_DONE;
  return { stepContext, ...(state ? { state } : {}) };
}
