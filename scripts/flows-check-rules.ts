/**
 * Checks one JSON-logic rule of a flow: every operation is registered with the engine and every
 * `var` names something the flow supplies (spec-named queries it fetches, answer fields its
 * steps record, its derived values, session keys, permission flags, `now`).
 */
import { collectVars, operationNames } from '../src/engine/core/logic';

/** What a rule at some place in a flow may read. */
export interface VarNamespace {
  /** Answer fields per step id; `null` when unknown (its schema did not load), so any field passes. */
  stepFields: ReadonlyMap<string, readonly string[] | null>;
  /** Steps whose answers may be read here; all steps when absent. */
  readableSteps?: ReadonlySet<string>;
  /** Queries the flow fetches. */
  queries: ReadonlySet<string>;
  /** Derived values that exist at this point. */
  derived: ReadonlySet<string>;
  /** Known permission flags. */
  flags: ReadonlySet<string>;
  /** Known session keys. */
  sessionKeys: ReadonlySet<string>;
}

/** A problem inside a rule: pointer relative to the rule, and what is wrong. */
export interface RuleProblem {
  pointer: string;
  message: string;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function operationProblems(rule: unknown, pointer: string, into: RuleProblem[]): void {
  if (Array.isArray(rule)) {
    rule.forEach((item, index) => operationProblems(item, `${pointer}/${index}`, into));
    return;
  }
  if (typeof rule !== 'object' || rule === null) return;
  const keys = Object.keys(rule);
  if (keys.length !== 1) {
    into.push({
      pointer,
      message: `is not a JSON-logic rule: an object needs exactly one operation, found ${keys.length} keys`,
    });
    return;
  }
  const [operation = ''] = keys;
  if (!operationNames.includes(operation))
    into.push({ pointer, message: `uses unknown JSON-logic operation "${operation}"` });
  operationProblems(
    (rule as Record<string, unknown>)[operation],
    `${pointer}/${escape(operation)}`,
    into,
  );
}

/** Why a `var` path names nothing the flow supplies, or undefined when it is fine. */
export function varProblem(path: string, ns: VarNamespace): string | undefined {
  const [root = '', first, second] = path.split('.');
  switch (root) {
    case 'now':
      return path === 'now' ? undefined : 'now has no fields';
    case 'session':
      return first === undefined || ns.sessionKeys.has(first)
        ? undefined
        : `the session has no ${first} (it has ${[...ns.sessionKeys].join(', ')})`;
    case 'permissions':
      return first === undefined || ns.flags.has(first)
        ? undefined
        : `${first} is not a permission flag`;
    case 'derived':
      return first === undefined || ns.derived.has(first)
        ? undefined
        : `${first} is not derived above this point`;
    case 'data':
      return first === undefined || ns.queries.has(first)
        ? undefined
        : `${first} is not a query this flow fetches`;
    case 'answers': {
      if (first === undefined) return undefined;
      const fields = ns.stepFields.get(first);
      if (fields === undefined) return `the flow has no step ${first}`;
      if (ns.readableSteps && !ns.readableSteps.has(first))
        return `only answers of earlier steps can be read here`;
      return second === undefined || fields === null || fields.includes(second)
        ? undefined
        : `step ${first} records no field ${second} (it has ${fields.join(', ') || 'none'})`;
    }
    default:
      return `${root} cannot be read in flows (answers, data, derived, permissions, session, now)`;
  }
}

/** Every problem of a rule: unknown operations (with their pointer) and dangling vars. */
export function ruleProblems(rule: unknown, ns: VarNamespace): RuleProblem[] {
  const problems: RuleProblem[] = [];
  operationProblems(rule, '', problems);
  if (problems.length > 0) return problems;
  for (const path of collectVars(rule)) {
    const problem = varProblem(path, ns);
    if (problem) problems.push({ pointer: '', message: `var ${path}: ${problem}` });
  }
  return problems;
}
