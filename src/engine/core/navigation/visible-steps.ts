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
export function stepDecisions(flow: FlowDefinition, context: FlowContext): readonly StepDecision[] {
  return walk(flow, context).decisions;
}

/** The visible steps, the answers restricted to them, and each step's decision. */
interface Walk {
  steps: StepDefinition[];
  answers: Answers;
  decisions: StepDecision[];
  /** The context with the hidden steps' answers left out (`effectiveContext`), made once. */
  effective?: FlowContext;
}

// One walk per flow and context object. One render asks it many times of the same context (the
// progress list, Back's target, the step's content, its query, the summary) and each walk
// evaluates every `showIf`; contexts are read-only data, made anew when anything in them changes.
const walks = new WeakMap<FlowContext, WeakMap<FlowDefinition, Walk>>();

function walk(flow: FlowDefinition, context: FlowContext): Walk {
  let byFlow = walks.get(context);
  if (!byFlow) {
    byFlow = new WeakMap();
    walks.set(context, byFlow);
  }
  let done = byFlow.get(flow);
  if (!done) {
    done = walkSteps(flow, context);
    byFlow.set(flow, done);
  }
  return done;
}

function walkSteps(flow: FlowDefinition, context: FlowContext): Walk {
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
export function visibleSteps(
  flow: FlowDefinition,
  context: FlowContext,
): readonly StepDefinition[] {
  return walk(flow, context).steps;
}

/**
 * The context with the answers of hidden steps left out: what the command body, the summary and
 * the nothing-changed rule read.
 */
export function effectiveContext(flow: FlowDefinition, context: FlowContext): FlowContext {
  const done = walk(flow, context);
  done.effective ??= { ...context, answers: done.answers };
  return done.effective;
}
