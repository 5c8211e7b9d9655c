/**
 * A JSON-logic rule as short readable text for diagrams and docs:
 * `{"==": [{"var": "answers.kies.type"}, "specific"]}` → `answers.kies.type == "specific"`.
 */

const INFIX = new Set([
  '==',
  '===',
  '!=',
  '!==',
  '<',
  '<=',
  '>',
  '>=',
  '+',
  '-',
  '*',
  '/',
  '%',
  'in',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Wraps compound parts in parentheses. */
function part(rule: unknown): string {
  const text = describeRule(rule);
  return isRecord(rule) && /\s/.test(text) && !('var' in rule) ? `(${text})` : text;
}

/** The rule as text. */
export function describeRule(rule: unknown): string {
  if (Array.isArray(rule)) return `[${rule.map(describeRule).join(', ')}]`;
  if (!isRecord(rule)) return JSON.stringify(rule) ?? 'undefined';
  const [operator = ''] = Object.keys(rule);
  const raw = rule[operator];
  const args = Array.isArray(raw) ? raw : [raw];
  if (operator === 'var') {
    const [path, fallback] = args;
    return fallback === undefined ? String(path) : `${String(path)} ?? ${describeRule(fallback)}`;
  }
  if (operator === '!') return `not ${part(args[0])}`;
  if (operator === '!!') return `${part(args[0])} is set`;
  if (operator === 'and' || operator === 'or') return args.map(part).join(` ${operator} `);
  if (operator === 'if') {
    const [condition, then, ...rest] = args;
    if (rest.length === 0) return `if ${part(condition)} then ${part(then)}`;
    return `if ${part(condition)} then ${part(then)} else ${describeRule(rest.length === 1 ? rest[0] : { if: rest })}`;
  }
  if (INFIX.has(operator) && args.length >= 2) return args.map(part).join(` ${operator} `);
  return `${operator}(${args.map(describeRule).join(', ')})`;
}
