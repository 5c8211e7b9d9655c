/**
 * Why a rule gives what it gives: the rule as a tree of its operations, each with the result the
 * engine's own `evaluate` gives for it in the same scope, and each `var` with the path it reads
 * and the value found. Nothing is evaluated a second way: every node is handed to `evaluate`, so
 * custom operations and json-logic quirks explain themselves exactly as they decide.
 */
import { evaluate } from '../logic';

/** Operations whose later arguments are evaluated once per element, not in the rule's scope. */
const PER_ELEMENT_OPERATIONS = new Set(['some', 'all', 'none', 'filter', 'map', 'reduce']);

/** One part of a rule with its result. */
export interface RuleExplanation {
  /** The part of the rule this node explains. */
  rule: unknown;
  /** The operator (`==`, `var`, `add_months`, …); undefined for a literal value or a list. */
  operation?: string;
  /** The explained arguments, in order (empty for a literal and for `var`). */
  args: RuleExplanation[];
  /** What `evaluate` gives for `rule` in the scope; undefined where `perElement`. */
  result: unknown;
  /** For `var`: the path read (computed paths evaluated). */
  path?: string;
  /** For `var`: the value found at `path` (before any default), undefined when there is none. */
  value?: unknown;
  /**
   * True for an argument evaluated per element of an array (inside `some`, `filter`, …): it has
   * no single result in the rule's scope, so it is shown as written.
   */
  perElement?: boolean;
}

/** A rule node: an object with exactly one key, the operator. */
function isLogic(rule: unknown): rule is Record<string, unknown> {
  return (
    typeof rule === 'object' &&
    rule !== null &&
    !Array.isArray(rule) &&
    Object.keys(rule).length === 1
  );
}

function argsOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

/**
 * Explains `rule` as evaluated against `scope` (for a flow rule: `logicScope(flow, context)`).
 * Evaluation errors (an unknown operation) propagate, as they do from `evaluate`.
 */
export function explainRule(rule: unknown, scope: unknown = {}): RuleExplanation {
  if (Array.isArray(rule)) {
    return {
      rule,
      args: rule.map((item) => explainRule(item, scope)),
      result: evaluate(rule, scope),
    };
  }
  if (!isLogic(rule)) return { rule, args: [], result: rule };
  const [operation = ''] = Object.keys(rule);
  const result = evaluate(rule, scope);
  const args = argsOf(rule[operation]);
  if (operation === 'var') {
    const first = args[0];
    const path = isLogic(first) ? evaluate(first, scope) : first;
    const text = path === undefined || path === null ? '' : String(path);
    return { rule, operation, args: [], result, path: text, value: evaluate({ var: text }, scope) };
  }
  if (PER_ELEMENT_OPERATIONS.has(operation)) {
    const [source, ...rest] = args;
    return {
      rule,
      operation,
      args: [
        explainRule(source, scope),
        ...rest.map((arg) => ({ rule: arg, args: [], result: undefined, perElement: true })),
      ],
      result,
    };
  }
  return { rule, operation, args: args.map((arg) => explainRule(arg, scope)), result };
}

/** Every `var` read in an explanation, once per path, in order: the values a rule depends on. */
export function readValues(explanation: RuleExplanation): { path: string; value: unknown }[] {
  const seen = new Map<string, unknown>();
  const visit = (node: RuleExplanation) => {
    if (node.operation === 'var' && node.path !== undefined && !seen.has(node.path))
      seen.set(node.path, node.value);
    node.args.forEach(visit);
  };
  visit(explanation);
  return [...seen].map(([path, value]) => ({ path, value }));
}
