/** Where the member is: "step x of y", with the names of all visible steps. */
import type { FlowContext } from '../types/context';
import type { FlowDefinition } from '../types/flow';
import { visibleSteps } from './visible-steps';

/** One step in the progress bar. */
export interface ProgressStep {
  /** Step id. */
  id: string;
  /** Message id of its name. */
  title: string;
  /** Before, at or after the current step. */
  status: 'done' | 'current' | 'upcoming';
}

/** The progress of a wizard. */
export interface Progress {
  /** 1-based number of the current step among the visible ones (0 if it is not visible). */
  current: number;
  /** Number of visible steps. */
  total: number;
  /** The visible steps. */
  steps: ProgressStep[];
}

/** Whether the progress is at the last visible step (its button sends). */
export const isLastStep = ({ current, total }: Progress): boolean => current === total;

/** 0-based index of a step among the visible steps, -1 when it is not visible. */
export function stepIndex(flow: FlowDefinition, context: FlowContext, stepId: string): number {
  return visibleSteps(flow, context).findIndex((step) => step.id === stepId);
}

/** The progress for the step `currentId`. */
export function progress(flow: FlowDefinition, context: FlowContext, currentId: string): Progress {
  const steps = visibleSteps(flow, context);
  const index = steps.findIndex((step) => step.id === currentId);
  return {
    current: index + 1,
    total: steps.length,
    steps: steps.map((step, i) => ({
      id: step.id,
      title: step.title,
      status: index === -1 || i > index ? 'upcoming' : i === index ? 'current' : 'done',
    })),
  };
}
