/**
 * What a flow does for one member: every step shown or skipped with the rule that decides it,
 * every guard with its result, and every conditional field rule of a form step, each explained
 * (`explain-rule.ts`). The decisions come from the wizard's own walk (`stepDecisions`) and the
 * scopes it builds, so the flow studio shows exactly what the member gets.
 */
import { fieldUi, OPTION_SHOW_IF, REQUIRED_IF, SHOW_IF } from '../fields/ui-keys';
import { schemaFields, stepForm } from '../fields/step-form';
import { logicScope, withStepValues } from '../flow/logic-scope';
import { isTruthy } from '../logic';
import { stepDecisions } from '../navigation/visible-steps';
import type { FlowContext } from '../types/context';
import type { FlowResources } from '../types/schema';
import { explainRule, type RuleExplanation } from './explain-rule';

/** A rule with its outcome. */
export interface RuleOutcome {
  /** The rule as written. */
  rule: unknown;
  /** Its result read as JSON-logic truthiness. */
  result: boolean;
  /** The explained rule. */
  explanation: RuleExplanation;
}

/** A guard of the flow: whether it blocks the wizard for this member. */
export interface GuardOutcome extends RuleOutcome {
  /** The guard's id. */
  id: string;
}

/** One conditional rule of a form field. */
export interface FieldRuleOutcome extends RuleOutcome {
  /** The ui key holding the rule. */
  key: typeof SHOW_IF | typeof REQUIRED_IF | typeof OPTION_SHOW_IF;
  /** For `ui:optionShowIf`: the option value the rule offers. */
  option?: string;
}

/** A form field with its conditional rules (fields without any are left out). */
export interface FieldOutcome {
  /** The field name. */
  field: string;
  /** Its rules, in the order showIf, requiredIf, then one per option. */
  rules: FieldRuleOutcome[];
}

/** One step of the flow for this member. */
export interface StepOutcome {
  /** The step id. */
  id: string;
  /** The step kind. */
  kind: string;
  /** Message id of the step title. */
  title: string;
  /** True when the wizard shows the step. */
  shown: boolean;
  /** The step's `showIf` with its outcome; none for a step that is always shown. */
  showIf?: RuleOutcome;
  /** A form step's conditional fields. */
  fields: FieldOutcome[];
}

/** What the flow does for one member (`explainFlow`). */
export interface FlowOutcome {
  /** Every guard, in order: the first that holds blocks the wizard. */
  guards: GuardOutcome[];
  /** Every step, in flow order. */
  steps: StepOutcome[];
}

function outcome(rule: unknown, scope: unknown): RuleOutcome {
  const explanation = explainRule(rule, scope);
  return { rule, result: isTruthy(explanation.result), explanation };
}

function fieldOutcomes(
  resources: FlowResources,
  step: FlowResources['flow']['steps'][number],
  context: FlowContext,
): FieldOutcome[] {
  if (typeof step.schema !== 'string') return [];
  const { schema, uiSchema } = stepForm(step, resources);
  // As the form sees it: the step's own values under its answers (`applyConditionalFields`).
  const values = context.answers[step.id] ?? {};
  const scope = logicScope(resources.flow, withStepValues(context, step.id, values));
  return schemaFields(schema).flatMap((field) => {
    const ui = fieldUi(uiSchema, field);
    const rules: FieldRuleOutcome[] = [];
    for (const key of [SHOW_IF, REQUIRED_IF] as const)
      if (ui[key] !== undefined) rules.push({ key, ...outcome(ui[key], scope) });
    const options = (ui[OPTION_SHOW_IF] ?? {}) as Record<string, unknown>;
    for (const [option, rule] of Object.entries(options))
      rules.push({ key: OPTION_SHOW_IF, option, ...outcome(rule, scope) });
    return rules.length > 0 ? [{ field, rules }] : [];
  });
}

/**
 * What `resources.flow` does for the member of `context` (their data, flags and answers): each
 * guard, each step shown or skipped and why, each conditional field rule of a form step.
 */
export function explainFlow(resources: FlowResources, context: FlowContext): FlowOutcome {
  const { flow } = resources;
  const guardScope = logicScope(flow, context);
  const guards = (flow.guards ?? []).map((guard) => ({
    id: guard.id,
    ...outcome(guard.when, guardScope),
  }));
  const steps = stepDecisions(flow, context).map(({ step, shown, scope }) => ({
    id: step.id,
    kind: step.kind,
    title: step.title,
    shown,
    ...(step.showIf !== undefined && scope ? { showIf: outcome(step.showIf, scope) } : {}),
    fields: fieldOutcomes(resources, step, context),
  }));
  return { guards, steps };
}
