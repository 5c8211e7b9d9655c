/**
 * Which steps apply. Steps are walked in order and each `showIf` sees the answers of the visible
 * steps before it only, so a hidden step's stale answers never steer the flow.
 */
import { logicScope } from '../flow/logic-scope';
import { truthy } from '../logic';
import type { Answers, FlowContext, LogicScope } from '../types/context';
import type { FlowDefinition, StepDefinition } from '../types/flow';

/** Whether one step is shown, and the scope its `showIf` was decided in. */
export interface StepDecision {
  /** The step. */
  step: StepDefinition;
  /** True when the step applies. */
  shown: boolean;
  /** The scope `showIf` saw (the answers of the visible steps before it); none without `showIf`. */
  scope?: LogicScope;
}

/**
 * Every step of the flow in order with whether it is shown: the one walk the wizard follows, so
 * an explanation of a step (the flow studio) sees the scope the wizard saw.
 */
export function stepDecisions(flow: FlowDefinition, context: FlowContext): StepDecision[] {
  return walk(flow, context).decisions;
}

/** The visible steps, the answers restricted to them, and each step's decision. */
function walk(flow: FlowDefinition, context: FlowContext) {
  const steps: StepDefinition[] = [];
  const decisions: StepDecision[] = [];
  const answers: Record<string, Answers[string]> = {};
  for (const step of flow.steps) {
    if (step.showIf !== undefined) {
      const scope = logicScope(flow, { ...context, answers: { ...answers } });
      const shown = truthy(step.showIf, scope);
      decisions.push({ step, shown, scope });
      if (!shown) continue;
    } else decisions.push({ step, shown: true });
    steps.push(step);
    const stepAnswers = context.answers[step.id];
    if (stepAnswers) answers[step.id] = stepAnswers;
  }
  return { steps, answers, decisions };
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
