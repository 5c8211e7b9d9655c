/**
 * Which steps apply. Steps are walked in order and each `showIf` sees the answers of the visible
 * steps before it only, so a hidden step's stale answers never steer the flow.
 */
import { logicScope } from '../flow/logic-scope';
import { truthy } from '../logic';
import type { Answers, FlowContext } from '../types/context';
import type { FlowDefinition, StepDefinition } from '../types/flow';

/** The visible steps, and the answers restricted to them. */
function walk(flow: FlowDefinition, context: FlowContext) {
  const steps: StepDefinition[] = [];
  const answers: Record<string, Answers[string]> = {};
  for (const step of flow.steps) {
    if (step.showIf !== undefined) {
      const scope = logicScope(flow, { ...context, answers });
      if (!truthy(step.showIf, scope)) continue;
    }
    steps.push(step);
    const stepAnswers = context.answers[step.id];
    if (stepAnswers) answers[step.id] = stepAnswers;
  }
  return { steps, answers };
}

/** The steps shown for this context, in flow order. */
export function visibleSteps(flow: FlowDefinition, context: FlowContext): StepDefinition[] {
  return walk(flow, context).steps;
}

/**
 * The context with the answers of hidden steps left out: what the command body, the summary and
 * the nothing-changed rule read.
 */
export function effectiveContext(flow: FlowDefinition, context: FlowContext): FlowContext {
  return { ...context, answers: walk(flow, context).answers };
}
