/**
 * The step transition's state, in one place: what Next does with the step's values (`nextMove`,
 * worked out in the click), and the frame Next or back has just left (kept, hidden, until the new
 * step has been painted). Why, and what the frame ahead rendered before Next gained and cost until
 * it was removed: docs/adr/0012-step-transition.md.
 */
import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type RefObject,
} from 'react';
import { afterNextPaint } from '../../../ui/after-paint';
import {
  nextMove,
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
  /** What the step sees (the answers, and its own query's answer in `data`). */
  stepContext: FlowContext;
  /** The flow's answers and data that go on to the next step. */
  context: FlowContext;
}

/** A frame committed as the step shown: its step and its element. */
export interface ShownFrame {
  id: string;
  element: ReactElement;
}

export interface StepTransition {
  /** What Next does with `typed` on the step shown. */
  moveFor: (typed: Readonly<Record<string, unknown>>) => NextMove;
  /** The frame shown is being left (Next, back, a refused send): keep it until the new step is painted. */
  leave: () => void;
  /** The frame left, while it is kept. */
  leaving: ShownFrame | null;
  /** The frame shown, recorded by `StepFrames` on every commit (what `leave` keeps). */
  shownFrameRef: RefObject<ShownFrame | null>;
}

/** The step transition of one wizard; `input` is undefined while no step is shown. */
export function useStepTransition(
  resources: FlowResources,
  input: MoveInput | undefined,
): StepTransition {
  const shownFrameRef = useRef<ShownFrame | null>(null);
  const [leaving, setLeaving] = useState<ShownFrame | null>(null);
  // The frame left goes in a transition once the new step has been painted: the step change
  // shows the new frame without tearing the old one down (its DOM, effects and refs) first.
  useEffect(() => {
    if (!leaving) return;
    return afterNextPaint(() => startTransition(() => setLeaving(null)));
  }, [leaving]);

  return {
    // The one core call Next makes.
    moveFor: (typed) => {
      if (!input) throw new Error('Next without a step shown');
      return nextMove(resources, input.draft, input.step, typed, input.stepContext, input.context);
    },
    leave: () => setLeaving(shownFrameRef.current),
    leaving,
    shownFrameRef,
  };
}
