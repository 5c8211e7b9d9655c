/** Moving through the visible steps. */
import type { FlowContext } from '../types/context';
import type { FlowDefinition, StepDefinition } from '../types/flow';
import { visibleSteps } from './visible-steps';

/** Position of a step in the flow file, -1 when unknown. */
const position = (flow: FlowDefinition, stepId: string) =>
  flow.steps.findIndex((step) => step.id === stepId);

/** The first visible step (undefined only if every step is hidden). */
export function firstStep(flow: FlowDefinition, context: FlowContext): StepDefinition | undefined {
  return visibleSteps(flow, context)[0];
}

/**
 * The visible step after `currentId`, or undefined after the last one (time to submit). A current
 * step that answers just hid still has a well-defined successor: the next visible one after it.
 */
export function nextStep(
  flow: FlowDefinition,
  context: FlowContext,
  currentId: string,
): StepDefinition | undefined {
  const from = position(flow, currentId);
  return visibleSteps(flow, context).find((step) => position(flow, step.id) > from);
}

/** The visible step before `currentId`, or undefined on the first one. */
export function previousStep(
  flow: FlowDefinition,
  context: FlowContext,
  currentId: string,
): StepDefinition | undefined {
  const from = position(flow, currentId);
  return visibleSteps(flow, context)
    .filter((step) => position(flow, step.id) < from)
    .at(-1);
}
