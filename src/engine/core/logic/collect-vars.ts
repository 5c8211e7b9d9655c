/**
 * Lists the data paths a rule reads, so the flow checker can tell a rule that names a field
 * nobody supplies before a member meets it, and the flow's scope can tell which derived values
 * do not depend on the answers (`flow/logic-scope.ts`).
 */

/** Operations that evaluate their second argument once per element of their first. */
const SCOPED_OPERATIONS = new Set(['some', 'all', 'none', 'filter', 'map', 'reduce']);

/** Custom operations taking an array and an element-relative field path as a string. */
const FIELD_PATH_OPERATIONS = new Set(['sum_by', 'any_where']);

/**
 * Where a `var` inside the current part of a rule points. `root`: the rule's data. `element`:
 * an element of the array at `prefix` (`null` when that array is computed and has no path).
 * `reduce`: json-logic's `{current, accumulator}` while reducing the array at `prefix`.
 */
type Scope =
  | { kind: 'root' }
  | { kind: 'element'; prefix: string | null }
  | { kind: 'reduce'; prefix: string | null };

function resolve(scope: Scope, path: string): string | null {
  if (scope.kind === 'root') return path === '' ? null : path;
  let relative: string = path;
  if (scope.kind === 'reduce') {
    if (path !== 'current' && !path.startsWith('current.')) return null;
    relative = path.slice('current'.length + 1);
  }
  if (scope.prefix === null) return null;
  return relative === '' ? scope.prefix : `${scope.prefix}.${relative}`;
}

function isLogic(node: unknown): node is Record<string, unknown> {
  return (
    typeof node === 'object' &&
    node !== null &&
    !Array.isArray(node) &&
    Object.keys(node).length === 1
  );
}

function asArgs(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function literalPath(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** The path, written `array.*`, of the elements of an array expression; `null` if computed. */
function elementPrefix(source: unknown, scope: Scope): string | null {
  if (!isLogic(source)) return null;
  const [operator] = Object.keys(source);
  const args = asArgs(source[operator ?? '']);
  if (operator === 'var') {
    const path = literalPath(args[0]);
    const resolved = path === null ? null : resolve(scope, path);
    return resolved === null ? null : `${resolved}.*`;
  }
  // A filter keeps the elements of its input.
  return operator === 'filter' ? elementPrefix(args[0], scope) : null;
}

/** What a walk finds: the paths, and whether the rule also reads data no path names. */
interface Found {
  paths: Set<string>;
  open: boolean;
}

function walk(node: unknown, scope: Scope, found: Found): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, scope, found);
    return;
  }
  if (!isLogic(node)) return;
  const [operator = ''] = Object.keys(node);
  const args = asArgs(node[operator]);
  const add = (path: string | null) => {
    const resolved = path === null ? null : resolve(scope, path);
    if (resolved !== null) found.paths.add(resolved);
    // The whole data, or a path computed at run time: anything may be read.
    else if (scope.kind === 'root') found.open = true;
  };

  if (operator === 'var') {
    const path = literalPath(args[0]);
    if (path === null) {
      if (scope.kind === 'root') found.open = true;
      walk(args[0], scope, found);
    } else add(path);
    walk(args.slice(1), scope, found);
  } else if (operator === 'missing' || operator === 'missing_some') {
    const keys = operator === 'missing_some' ? args[1] : Array.isArray(args[0]) ? args[0] : args;
    for (const key of asArgs(keys)) {
      if (literalPath(key) !== null) add(literalPath(key));
      else {
        if (scope.kind === 'root') found.open = true;
        walk(key, scope, found);
      }
    }
    if (operator === 'missing_some') walk(args[0], scope, found);
  } else if (SCOPED_OPERATIONS.has(operator)) {
    walk(args[0], scope, found);
    const prefix = elementPrefix(args[0], scope);
    walk(
      args[1],
      operator === 'reduce' ? { kind: 'reduce', prefix } : { kind: 'element', prefix },
      found,
    );
    walk(args.slice(2), scope, found);
  } else {
    walk(args, scope, found);
    const field = args[1];
    if (FIELD_PATH_OPERATIONS.has(operator) && typeof field === 'string') {
      const prefix = elementPrefix(args[0], scope);
      if (prefix !== null) found.paths.add(field === '' ? prefix : `${prefix}.${field}`);
    }
  }
}

/**
 * Every data path a rule reads, once each, in order of first use: the literal paths of `var`
 * (`{"var": "a.b"}`, `{"var": ["a.b", default]}`) and of `missing` / `missing_some`, at any
 * depth. Paths read per element, inside `some`, `all`, `none`, `filter`, `map`, `reduce` (as
 * `current.…`) and the field argument of `sum_by` and `any_where`, are written
 * `array.*.field`, e.g. `children.*.dateOfBirth`. Left out: `{"var": ""}` (the whole data),
 * the `accumulator` of `reduce`, element paths of arrays that are computed rather than read
 * (a `map` result, a `merge`), and paths that are themselves computed (`{"var": {"cat": …}}`),
 * though the vars inside those are listed.
 */
export function collectVars(rule: unknown): string[] {
  return collectReads(rule).paths;
}

/** What a rule reads: `collectVars`' paths, and whether it reads more than they name. */
export interface RuleReads {
  /** The data paths, as `collectVars` lists them. */
  paths: string[];
  /**
   * The rule reads the whole data (`{"var": ""}`) or a path computed at run time: it may depend
   * on anything, not only on `paths`.
   */
  open: boolean;
}

/** The paths a rule reads, and whether it may read others (see `RuleReads`). */
export function collectReads(rule: unknown): RuleReads {
  const found: Found = { paths: new Set(), open: false };
  walk(rule, { kind: 'root' }, found);
  return { paths: [...found.paths], open: found.open };
}
