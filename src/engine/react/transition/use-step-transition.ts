/**
 * The step transition's state, in one place: what Next does with the step's values, worked out
 * ahead once the member has paused (so Next only checks that the values are still the same), the
 * step it leads to (so `StepFrames` can render that step's frame ahead, hidden), and the frame
 * Next or back has just left (kept, hidden, until the new step has been painted). Why each of
 * these exists, and what it gains on `npm run bench`: docs/adr/0012-step-transition.md.
 */
import {
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type RefObject,
} from 'react';
import { afterNextPaint } from '../../../ui/after-paint';
import { useDebounced } from '../hooks/use-debounced';
import {
  isLastStep,
  nextMove,
  previousStep,
  progress,
  type FlowContext,
  type FlowResources,
  type NextMove,
  type StepDefinition,
  type WizardDraft,
} from '../../core';

/** What Next works with on the step shown. */
export interface MoveInput {
  /** The draft before Next. */
  draft: WizardDraft;
  /** The step shown. */
  step: StepDefinition;
  /** Its values as the draft holds them. */
  values: Readonly<Record<string, unknown>>;
  /** What the step sees (the answers, and its own query's answer in `data`). */
  stepContext: FlowContext;
  /** The flow's answers and data that go on to the next step. */
  context: FlowContext;
}

/** A move worked out ahead, with what the step it leads to will show. */
export interface AheadMove extends NextMove {
  /** The input it was worked out for (Next reuses it only for the same one). */
  input: MoveInput;
  /** The step it leads to as it will be shown; undefined after the last step. */
  ahead?: {
    /** Whether that step will be the last visible one (its button sends). */
    isLast: boolean;
    /** Whether that step will have a back button. */
    hasBack: boolean;
  };
}

/** A frame committed as the step shown: its step and its element. */
export interface ShownFrame {
  id: string;
  element: ReactElement;
}

export interface StepTransition {
  /** The move worked out ahead (null until the member first pauses on a step). */
  move: AheadMove | null;
  /** What Next does with `typed`: the move worked out ahead when it is for these values, else worked out now. */
  moveFor: (typed: Readonly<Record<string, unknown>>) => NextMove;
  /** The frame shown is being left (Next, back, a refused send): keep it until the new step is painted. */
  leave: () => void;
  /** The frame left, while it is kept. */
  leaving: ShownFrame | null;
  /** The frame shown, recorded by `StepFrames` on every commit (what `leave` keeps). */
  shownFrameRef: RefObject<ShownFrame | null>;
}

/**
 * How long the values stay unchanged before the move and the frame ahead are worked out: longer
 * than the gap between keystrokes of someone typing, shorter than the pause before Next.
 */
const AHEAD_PAUSE_MS = 250;

/** `nextMove` on an input: the one core call Next makes, ahead or in the click. */
const moveOf = (resources: FlowResources, input: MoveInput, values = input.values): NextMove =>
  nextMove(resources, input.draft, input.step, values, input.stepContext, input.context);

/** The step transition of one wizard; `input` is undefined while no step is shown. */
export function useStepTransition(
  resources: FlowResources,
  input: MoveInput | undefined,
): StepTransition {
  const { flow } = resources;
  // Worked out once the values have stayed the same for a while, in a transition (which yields to
  // the browser as it goes): never in the frame of a keystroke or of a step change, nor in the
  // first render (the first step paints before any of this).
  const deferred = useDebounced(input, AHEAD_PAUSE_MS, undefined);
  const move = useMemo((): AheadMove | null => {
    if (!deferred) return null;
    const found = moveOf(resources, deferred);
    const { after, to } = found;
    const ahead = to
      ? {
          isLast: isLastStep(progress(flow, after, to)),
          hasBack: previousStep(flow, after, to) !== undefined,
        }
      : undefined;
    return { input: deferred, ...found, ahead };
  }, [resources, flow, deferred]);

  const shownFrameRef = useRef<ShownFrame | null>(null);
  const [leaving, setLeaving] = useState<ShownFrame | null>(null);
  // The frame left goes in a transition once the new step has been painted: the step change
  // shows the new frame without tearing the old one down (its DOM, effects and refs) first.
  useEffect(() => {
    if (!leaving) return;
    return afterNextPaint(() => startTransition(() => setLeaving(null)));
  }, [leaving]);

  return {
    move,
    moveFor: (typed) => {
      if (move && move.input === input && move.values === typed) return move;
      if (!input) throw new Error('Next without a step shown');
      return moveOf(resources, input, typed);
    },
    leave: () => setLeaving(shownFrameRef.current),
    leaving,
    shownFrameRef,
  };
}
