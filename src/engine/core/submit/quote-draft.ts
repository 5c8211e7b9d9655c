/**
 * The quote-draft lifecycle of a flow with a `quoteDraft` block (ADR 0014), as decisions the
 * binding and the headless replay both follow: which call to send when Next leads to the draft's
 * step, what the send becomes, and what leaving sends. The draft carries the body of the submit
 * alternative that applies, so one template says what the change is. Read-only sessions look,
 * they do not change: they get no draft calls at all.
 */
import { logicScope } from '../flow/logic-scope';
import { effectiveContext } from '../navigation/visible-steps';
import type { CommandCall } from '../types/command-call';
import type { FlowContext, LogicScope } from '../types/context';
import type { FlowDefinition, QuoteCallDefinition, QuoteDraftDefinition } from '../types/flow';
import { chooseSubmit } from './choose-submit';
import { evaluateTemplate } from './evaluate-template';
import { isNothingChanged } from './is-nothing-changed';

/** The flow's draft block, unless there is none or the session may not change anything. */
function activeDraft(flow: FlowDefinition, context: FlowContext): QuoteDraftDefinition | undefined {
  return context.session.readOnly ? undefined : flow.quoteDraft;
}

/** Whether this session makes a quote draft in this flow (the send then accepts it). */
export function makesQuoteDraft(flow: FlowDefinition, context: FlowContext): boolean {
  return activeDraft(flow, context) !== undefined;
}

function quoteCall(definition: QuoteCallDefinition, scope: LogicScope, body: unknown): CommandCall {
  const params = evaluateTemplate(definition.params ?? {}, scope) ?? {};
  return { command: definition.command, params: params as Record<string, unknown>, body };
}

function scopeOf(flow: FlowDefinition, context: FlowContext): LogicScope {
  return logicScope(flow, effectiveContext(flow, context));
}

/** The create call for the answers in `context`: the submit body that applies, as the draft. */
export function quoteDraftCreate(
  flow: FlowDefinition,
  context: FlowContext,
): CommandCall | undefined {
  const draft = activeDraft(flow, context);
  if (!draft) return undefined;
  const scope = scopeOf(flow, context);
  return quoteCall(draft.create, scope, evaluateTemplate(chooseSubmit(flow, scope).body, scope));
}

/** The accept call that is sent instead of the submit command, when the flow makes drafts. */
export function quoteDraftAccept(
  flow: FlowDefinition,
  context: FlowContext,
): CommandCall | undefined {
  const draft = activeDraft(flow, context);
  return draft ? quoteCall(draft.accept, scopeOf(flow, context), {}) : undefined;
}

/** The cancel call for a member who leaves with a draft made, when the flow makes drafts. */
export function quoteDraftCancel(
  flow: FlowDefinition,
  context: FlowContext,
): CommandCall | undefined {
  const draft = activeDraft(flow, context);
  return draft ? quoteCall(draft.cancel, scopeOf(flow, context), {}) : undefined;
}

/** Whether two calls send the same request (same name, parameters and body). */
export function sameCall(a: CommandCall | undefined, b: CommandCall | undefined): boolean {
  return a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The create call to send when Next leads to step `to` with the answers of `after`: only when
 * `to` is the draft's step, not when the answers change nothing (the nothing-changed modal
 * follows), and not when the draft `made` last already carries the same (going back and forth
 * without a change sends nothing; a changed answer makes the draft again, which replaces the open
 * one).
 */
export function quoteDraftOnNext(
  flow: FlowDefinition,
  after: FlowContext,
  to: string | undefined,
  made: CommandCall | undefined,
): CommandCall | undefined {
  if (to === undefined || activeDraft(flow, after)?.before !== to) return undefined;
  // Nothing to change, nothing to price: the send shows the nothing-changed modal instead.
  if (isNothingChanged(flow, after)) return undefined;
  const create = quoteDraftCreate(flow, after);
  return sameCall(create, made) ? undefined : create;
}
