/**
 * Builds the data every rule of a flow is evaluated against: the context plus the flow's
 * derived values, computed in order so each may use the ones above it.
 */
import { evaluate } from '../logic';
import type { FlowContext, LogicScope } from '../types/context';
import type { FlowDefinition } from '../types/flow';

/** The scope of `flow`'s rules for `context`, with `derived.<name>` filled in. */
export function logicScope(
  flow: Pick<FlowDefinition, 'derived'>,
  context: FlowContext,
): LogicScope {
  const derived: Record<string, unknown> = {};
  const scope: LogicScope = {
    answers: context.answers,
    data: context.data,
    permissions: context.permissions,
    session: context.session,
    now: context.now,
    derived,
  };
  for (const [name, rule] of Object.entries(flow.derived ?? {})) {
    derived[name] = evaluate(rule, scope);
  }
  return scope;
}

/** The scope with one step's values put in place of its stored answers. */
export function withStepValues(
  context: FlowContext,
  stepId: string,
  values: Readonly<Record<string, unknown>>,
): FlowContext {
  return { ...context, answers: { ...context.answers, [stepId]: values } };
}
