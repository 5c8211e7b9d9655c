/**
 * Which step the wizard shows: the URL's `?stap=`, if the member may be there (`resolveStep`),
 * else the first open step, written back to the URL (replacing it) once it has been painted.
 * Resolving runs only when the URL, the completed steps or the answers of earlier steps change:
 * typing on a step changes none of them, so the keystroke path validates nothing.
 *
 * `go` shows the next step at once, from the wizard's own state, and moves the URL once that step
 * has been painted: a history entry (`pushState`) and the router's render of the new location
 * cost more than the step itself and change nothing the member sees. The step asked for by `go`
 * is shown as asked (its callers checked it: Next validated the step it leaves, Back goes to an
 * earlier step) until the location has followed it; from then on, or as soon as the location goes
 * anywhere else (browser back or forward before the URL followed), the URL decides again.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterNextPaint } from '../../../ui/after-paint';
import type { FlowContext, FlowResources, WizardDraft } from '../../core';
import { answersBefore, resolveStep } from '../navigation/resolve-step';
import { STEP_PARAM, stepSearch } from '../navigation/wizard-paths';

export interface CurrentStep {
  /** The step shown (undefined only when a flow shows no step at all). */
  stepId?: string;
  /** Shows another step (a new history entry unless `replace`). */
  go: (stepId: string, replace?: boolean) => void;
}

/** Where a step comes from and where it goes: the URL (default) or a caller's own state. */
export interface StepLocation {
  /** The step the location names (the URL's `?stap=`). */
  requested: string | undefined;
  /** Identifies the location: changes whenever it moves (react-router's location key). */
  key: string;
  /** Moves the location to a step. */
  navigate: (stepId: string, replace: boolean) => void;
  /** Any step of the flow may be shown, done or not, visible or not (a preview). */
  free?: boolean;
}

/** The step in the URL (`?stap=`), moved with react-router. */
export function useUrlStepLocation(): StepLocation {
  const routerNavigate = useNavigate();
  const location = useLocation();
  const requested = new URLSearchParams(location.search).get(STEP_PARAM) ?? undefined;
  const navigate = useCallback(
    (to: string, replace: boolean) => void routerNavigate({ search: stepSearch(to) }, { replace }),
    [routerNavigate],
  );
  return { requested, key: location.key, navigate };
}

/** A step `go` asked for: shown at once, the location follows. */
interface Pending {
  stepId: string;
  /** The location's key when `go` was called. */
  key: string;
  replace: boolean;
  /** The step shown when `go` was called. */
  shown: string | undefined;
}

/**
 * Runs `move` once the next frame has been painted, unless the browser's address has changed
 * meanwhile: a link followed in that moment changes the address at once and is rendered by the
 * router only later, and moving the location then would replace the page the member went to
 * (or the step they picked) with the wizard's step. The new location decides when it renders.
 */
function afterPaintHere(move: () => void): () => void {
  const here = window.location.href;
  return afterNextPaint(() => {
    if (window.location.href === here) move();
  });
}

export function useCurrentStep(
  resources: FlowResources,
  base: Omit<FlowContext, 'answers'>,
  draft: WizardDraft,
  location: StepLocation,
): CurrentStep {
  const { requested, key, navigate, free = false } = location;
  // The step `go` asked for, until the location has followed it.
  const [pending, setPending] = useState<Pending | null>(null);
  const moved = pending !== null && key !== pending.key;
  // The location reached the step asked for: the URL decides again from here on, so browser
  // back and forward go where they lead.
  const followed = moved && requested === pending.stepId;
  // The location went elsewhere first: the URL decides. Not when it only wrote down the step that
  // was shown when `go` was called (the write-back below, if it was on its way already).
  const overruled = moved && !followed && requested !== pending.shown;
  const asked = pending && !followed && !overruled ? pending.stepId : undefined;
  // Done with it, in this render already (React renders again before anything is shown).
  if (pending && asked === undefined) setPending(null);
  const candidate = asked ?? requested ?? draft.currentStepId;
  // The earlier answers as a value, so the memo below sees a change only when they change.
  const prior = JSON.stringify(answersBefore(resources, draft.answers, candidate));
  const stepId = useMemo(
    () =>
      asked !== undefined || (free && resources.flow.steps.some((step) => step.id === candidate))
        ? candidate
        : resolveStep(
            resources,
            { ...base, answers: JSON.parse(prior) as FlowContext['answers'] },
            draft.completed,
            candidate,
          ),
    [resources, base, prior, draft.completed, candidate, free, asked],
  );
  // The step shown, for `go` (which stays the same function while the location does).
  const stepIdRef = useRef(stepId);
  useLayoutEffect(() => {
    stepIdRef.current = stepId;
  }, [stepId]);
  const go = useCallback(
    (to: string, replace = false) =>
      setPending({ stepId: to, key, replace, shown: stepIdRef.current }),
    [key],
  );
  // The URL follows once the new step has been painted: the router's render of the new location
  // never holds back the frame that shows the step. Once per request, even when the location
  // moves meanwhile (the write-back below).
  const started = useRef<Pending | null>(null);
  const waiting = asked !== undefined ? pending : null;
  useEffect(() => {
    if (!waiting || started.current === waiting) return;
    return afterPaintHere(() => {
      started.current = waiting;
      navigate(waiting.stepId, waiting.replace);
    });
  }, [waiting, navigate]);
  // The step shown without being in the URL (an address without `?stap=`, a deep link past the
  // first open step) is written back the same way, once painted: on arrival that keeps the
  // router's render of the new location out of the wizard's first frame.
  useEffect(() => {
    if (asked !== undefined || !stepId || stepId === requested) return;
    return afterPaintHere(() => navigate(stepId, true));
  }, [asked, stepId, requested, navigate]);
  return { stepId, go };
}
