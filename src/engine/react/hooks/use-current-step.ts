/**
 * Which step the wizard shows: the URL's `?stap=`, if the member may be there (`resolveStep`),
 * else the first open step, written back to the URL (replacing it). Resolving runs only when the
 * URL, the completed steps or the answers of earlier steps change: typing on a step changes none
 * of them, so the keystroke path validates nothing.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { FlowContext, FlowResources, WizardDraft } from '../../core';
import { answersBefore, resolveStep } from '../navigation/resolve-step';
import { STEP_PARAM, stepSearch } from '../navigation/wizard-paths';

export interface CurrentStep {
  /** The step shown (undefined only when a flow shows no step at all). */
  stepId?: string;
  /** Shows another step (a new history entry unless `replace`). */
  go: (stepId: string, replace?: boolean) => void;
}

export function useCurrentStep(
  resources: FlowResources,
  base: Omit<FlowContext, 'answers'>,
  draft: WizardDraft,
): CurrentStep {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get(STEP_PARAM) ?? undefined;
  const candidate = requested ?? draft.currentStepId;
  // The earlier answers as a value, so the memo below sees a change only when they change.
  const prior = JSON.stringify(answersBefore(resources, draft.answers, candidate));
  const stepId = useMemo(
    () =>
      resolveStep(
        resources,
        { ...base, answers: JSON.parse(prior) as FlowContext['answers'] },
        draft.completed,
        candidate,
      ),
    [resources, base, prior, draft.completed, candidate],
  );
  const go = useCallback(
    (to: string, replace = false) => void navigate({ search: stepSearch(to) }, { replace }),
    [navigate],
  );
  useEffect(() => {
    if (stepId && stepId !== requested) go(stepId, true);
  }, [stepId, requested, go]);
  return { stepId, go };
}
