/**
 * Templates: request bodies and query parameters written as JSON whose leaves are JSON-logic.
 * An object whose only key is an operation is a rule; `{"$literal": x}` is `x` as written;
 * `{"$map": {…}}` is a mapping even when its one key is an operation name (a body field called
 * `date`); other objects map their keys (a key whose value comes out null is left out, so
 * optional fields disappear); arrays map their items; anything else is itself. A mapping with a
 * `"$when": rule` key is left out altogether (as a field, or as an array item) while the rule is
 * false: a list item that applies only sometimes.
 */
import { evaluate, operationNames, truthy } from '../logic';
import type { Template } from '../types/flow';

/** The key that keeps a value as written. */
export const LITERAL = '$literal';
/** The key that makes its value a mapping, whatever its keys. */
export const MAP = '$map';
/** The key whose rule decides whether a mapping is there at all. */
export const WHEN = '$when';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when `template` is a JSON-logic rule rather than a mapping. */
export function isRule(template: unknown): boolean {
  if (!isRecord(template)) return false;
  const keys = Object.keys(template);
  return keys.length === 1 && operationNames.includes(keys[0] ?? '');
}

const isLiteral = (template: unknown): template is { [LITERAL]: unknown } =>
  isRecord(template) && Object.keys(template).length === 1 && LITERAL in template;

/** A mapping that is there only while its `$when` rule holds. */
const isConditional = (template: unknown): template is Record<string, unknown> =>
  isRecord(template) && WHEN in template && !isRule(template);

/** The mapping of a template: its own keys, or those under `$map` (never `$when`). */
function entriesOf(template: Record<string, unknown>): [string, unknown][] {
  if (WHEN in template && !isRule(template)) {
    const { [WHEN]: _when, ...rest } = template;
    return entriesOf(rest);
  }
  const keys = Object.keys(template);
  const inner = template[MAP];
  return keys.length === 1 && keys[0] === MAP && isRecord(inner)
    ? Object.entries(inner)
    : Object.entries(template);
}

/** The value of a template for the data `scope`. */
export function evaluateTemplate(template: Template, scope: unknown): unknown {
  if (Array.isArray(template))
    return template.flatMap((item) =>
      isConditional(item) && !holds(item[WHEN], scope) ? [] : [evaluateTemplate(item, scope)],
    );
  if (!isRecord(template)) return template;
  if (isConditional(template) && !holds(template[WHEN], scope)) return undefined;
  if (isLiteral(template)) return template[LITERAL];
  if (isRule(template)) return evaluate(template, scope);
  const result: Record<string, unknown> = {};
  for (const [key, part] of entriesOf(template)) {
    const value = evaluateTemplate(part, scope);
    if ((value !== null && value !== undefined) || isLiteral(part)) result[key] = value;
  }
  return result;
}

/** JSON-logic truthiness of a rule's value (an empty list is false). */
const holds = (rule: unknown, scope: unknown): boolean => truthy(rule, scope);

/**
 * The part of a template that builds the value at `path` (keys and list indices, outermost
 * first) of what it evaluates to for `scope`: a mapping's entry, a list's item (counting only
 * the items kept), or the rule that computes a value the path goes on inside (a list an answer
 * supplies whole). `undefined` when the template builds nothing there, or a literal.
 */
export function templateAt(
  template: Template,
  path: readonly string[],
  scope: unknown,
): Template | undefined {
  let node: unknown = template;
  for (const key of path) {
    if (isRule(node)) return node;
    if (Array.isArray(node)) {
      const kept = node.filter((item) => !isConditional(item) || holds(item[WHEN], scope));
      node = /^\d+$/.test(key) ? kept[Number(key)] : undefined;
    } else if (isRecord(node) && !isLiteral(node)) {
      node = entriesOf(node).find(([name]) => name === key)?.[1];
    } else return undefined;
    if (node === undefined) return undefined;
  }
  return isLiteral(node) ? undefined : node;
}

/** A rule inside a template and its JSON pointer relative to the template. */
export interface TemplateRule {
  /** JSON pointer, e.g. `/personalPensionAge`. */
  pointer: string;
  /** The JSON-logic rule. */
  rule: unknown;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every rule in a template, for the flow checker; literals are not looked into. */
export function templateRules(template: Template, pointer = ''): TemplateRule[] {
  if (Array.isArray(template))
    return template.flatMap((item, index) => templateRules(item, `${pointer}/${index}`));
  if (!isRecord(template) || isLiteral(template)) return [];
  if (isRule(template)) return [{ pointer, rule: template }];
  const when = isConditional(template)
    ? [{ pointer: `${pointer}/${WHEN}`, rule: template[WHEN] }]
    : [];
  return [
    ...when,
    ...entriesOf(template).flatMap(([key, part]) =>
      templateRules(part, `${pointer}/${escape(key)}`),
    ),
  ];
}
