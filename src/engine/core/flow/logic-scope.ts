/**
 * Builds the data every rule of a flow is evaluated against: the context plus the flow's
 * derived values, computed in order so each may use the ones above it.
 */
import { collectReads, evaluate } from '../logic';
import type { FlowContext, LogicScope } from '../types/context';
import type { FlowDefinition } from '../types/flow';

type DerivedRules = NonNullable<FlowDefinition['derived']>;

/**
 * The derived values that cannot read `answers` (directly, through an earlier derived value
 * that does, or through a `var` of the whole data or of a computed path): they depend only on the
 * query answers, flags, session and moment, so the scope of one wizard can reuse them while the
 * answers change. What a rule reads is computed from the rule (`collectReads`).
 */
function answerFreeNames(derived: DerivedRules): ReadonlySet<string> {
  const free = new Set<string>();
  for (const [name, rule] of Object.entries(derived)) {
    const { paths, open } = collectReads(rule);
    const answerFree =
      !open &&
      paths.every((path) => {
        const [root, used] = path.split('.');
        if (root === 'answers') return false;
        return root !== 'derived' || (used !== undefined && free.has(used));
      });
    if (answerFree) free.add(name);
  }
  return free;
}

/**
 * Per derived-rule set: which names are answer-free, their values for the last inputs, and the
 * scope made for each context object. One render asks for the scope of the same context many times
 * (every content block, the step's query, the summary, through `effectiveContext`, which gives one
 * object per context); contexts are read-only data, made anew when anything in them changes.
 */
interface DerivedMemo {
  free: ReadonlySet<string>;
  inputs?: Omit<FlowContext, 'answers'>;
  values?: Record<string, unknown>;
  scopes: WeakMap<FlowContext, LogicScope>;
}
const memos = new WeakMap<DerivedRules, DerivedMemo>();

function memoOf(derived: DerivedRules): DerivedMemo {
  let memo = memos.get(derived);
  if (!memo) {
    memo = { free: answerFreeNames(derived), scopes: new WeakMap() };
    memos.set(derived, memo);
  }
  return memo;
}

const sameInputs = (a: Omit<FlowContext, 'answers'> | undefined, b: FlowContext) =>
  a !== undefined &&
  a.data === b.data &&
  a.permissions === b.permissions &&
  a.session === b.session &&
  (a.now === b.now ||
    (a.now instanceof Date && b.now instanceof Date && a.now.getTime() === b.now.getTime()));

/** The scope of `flow`'s rules for `context`, with `derived.<name>` filled in. */
export function logicScope(
  flow: Pick<FlowDefinition, 'derived'>,
  context: FlowContext,
): LogicScope {
  const made = flow.derived && memoOf(flow.derived).scopes.get(context);
  if (made) return made;
  const derived: Record<string, unknown> = {};
  const scope: LogicScope = {
    answers: context.answers,
    data: context.data,
    permissions: context.permissions,
    session: context.session,
    now: context.now,
    derived,
  };
  if (!flow.derived) return scope;
  const memo = memoOf(flow.derived);
  const reuse = sameInputs(memo.inputs, context) ? memo.values : undefined;
  const fresh: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(flow.derived)) {
    const free = memo.free.has(name);
    derived[name] = free && reuse && name in reuse ? reuse[name] : evaluate(rule, scope);
    if (free) fresh[name] = derived[name];
  }
  memo.inputs = {
    data: context.data,
    permissions: context.permissions,
    session: context.session,
    now: context.now,
  };
  memo.values = fresh;
  memo.scopes.set(context, scope);
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
