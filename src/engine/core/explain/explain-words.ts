/**
 * An explained rule (`explain-rule.ts`) in words an editor reads: "`answers.x.y` is `no`". The
 * words are message ids (`studio.why.*`) with values, nested where one phrase holds another, so
 * the page formats them in the chosen language. Generic over every operation: comparisons,
 * and/or/not, `in` and `if` get their own phrases; any other operation, the portal's own
 * included, is named with its arguments and result.
 */
import { isTruthy } from '../logic';
import type { RuleExplanation } from './explain-rule';

/** A phrase: a message id and its values, each plain text or another phrase. */
export interface WhyMessage {
  /** Message id, `studio.why.…`. */
  id: string;
  /** The message's placeholders. */
  values: Record<string, WhyPart>;
}

/** Text as is (a path, a value) or a phrase. */
export type WhyPart = string | WhyMessage;

const message = (id: string, values: Record<string, WhyPart> = {}): WhyMessage => ({ id, values });

/** The longest value shown in full; longer ones are cut. */
const MAX_VALUE_LENGTH = 80;

/** A value as an editor reads it: strings bare, everything else as JSON. */
export function valueText(value: unknown): string {
  const text =
    typeof value === 'string' ? value : value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

const hasNoValue = (value: unknown) => value === undefined || value === null;

/** Joins phrases with the message `join` (`studio.why.join.and`, …). */
function joined(parts: WhyPart[], join: string): WhyPart {
  const [first = '', ...rest] = parts;
  return rest.reduce<WhyPart>((list, item) => message(join, { list, item }), first);
}

/** A node as an argument: a variable with its value, a literal, or a computed part with result. */
function operand(node: RuleExplanation): WhyPart {
  if (node.perElement)
    return message('studio.why.operand.perElement', { rule: valueText(node.rule) });
  if (node.operation === 'var') {
    const path = node.path ?? '';
    return hasNoValue(node.value)
      ? message('studio.why.operand.missing', { path })
      : message('studio.why.operand.var', { path, value: valueText(node.value) });
  }
  if (node.operation === undefined)
    return message('studio.why.operand.literal', { value: valueText(node.result) });
  return operation(node);
}

/** Any operation, by name: "`add_months`(`2026-01-01`, `6`) gives `2026-07-01`". */
function operation(node: RuleExplanation): WhyMessage {
  return message('studio.why.operation', {
    operation: node.operation ?? '',
    args: node.args.length === 0 ? '' : joined(node.args.map(operand), 'studio.why.join.comma'),
    result: valueText(node.result),
  });
}

/** Equality and order: which relation holds for each operator, and which when it does not. */
const RELATIONS: Record<string, readonly [holds: string, fails: string]> = {
  '==': ['equal', 'notEqual'],
  '===': ['equal', 'notEqual'],
  '!=': ['notEqual', 'equal'],
  '!==': ['notEqual', 'equal'],
  '<': ['less', 'notLess'],
  '<=': ['lessOrEqual', 'notLessOrEqual'],
  '>': ['greater', 'notGreater'],
  '>=': ['greaterOrEqual', 'notGreaterOrEqual'],
};
const EQUALITY = new Set(['==', '===', '!=', '!==']);

/** A variable compared for (in)equality with a literal, said plainly: "`x` is `no`, not `yes`". */
function plainEquality(node: RuleExplanation, holds: boolean): WhyMessage | undefined {
  const [left, right] = node.args;
  if (!left || !right || node.args.length !== 2) return undefined;
  const variable = left.operation === 'var' ? left : right.operation === 'var' ? right : undefined;
  const literal = variable === left ? right : left;
  if (!variable || literal.operation !== undefined) return undefined;
  const path = variable.path ?? '';
  const equal = holds === (node.operation === '==' || node.operation === '===');
  if (hasNoValue(variable.value))
    return equal
      ? message('studio.why.varMissing', { path })
      : message('studio.why.varMissingNot', { path, expected: valueText(literal.result) });
  return equal
    ? message('studio.why.varIs', { path, value: valueText(variable.value) })
    : message('studio.why.varIsNot', {
        path,
        value: valueText(variable.value),
        expected: valueText(literal.result),
      });
}

/** The `if` branch taken and why. */
function ifWords(node: RuleExplanation): WhyMessage {
  const { args } = node;
  const tested: RuleExplanation[] = [];
  for (let index = 0; index + 1 < args.length; index += 2) {
    const condition = args[index] as RuleExplanation;
    if (isTruthy(condition.result))
      return message('studio.why.if.branch', {
        condition: statement(condition),
        value: operand(args[index + 1] as RuleExplanation),
      });
    tested.push(condition);
  }
  const otherwise = args.length % 2 === 1 ? args.at(-1) : undefined;
  return message('studio.why.if.otherwise', {
    conditions: joined(tested.map(statement), 'studio.why.join.and'),
    value: otherwise ? operand(otherwise) : valueText(null),
  });
}

/**
 * Why a node has the truth it has, as a phrase: what the rule's variables hold and how that makes
 * the result.
 */
export function statement(node: RuleExplanation): WhyPart {
  const holds = isTruthy(node.result);
  const { operation: op, args } = node;
  if (op === undefined) return message('studio.why.literal', { value: valueText(node.result) });
  if (op === 'var') {
    const path = node.path ?? '';
    return hasNoValue(node.value)
      ? message('studio.why.varMissing', { path })
      : message('studio.why.varIs', { path, value: valueText(node.value) });
  }
  const relation = RELATIONS[op];
  if (relation && args.length === 2) {
    const plain = EQUALITY.has(op) ? plainEquality(node, holds) : undefined;
    if (plain) return plain;
    return message('studio.why.compare', {
      left: operand(args[0] as RuleExplanation),
      relation: message(`studio.why.relation.${holds ? relation[0] : relation[1]}`),
      right: operand(args[1] as RuleExplanation),
    });
  }
  if (op === 'and' || op === 'or') {
    // What decides: for a true `and` every part, for a false one the parts that fail; for a true
    // `or` the parts that hold, for a false one every part.
    const deciding =
      (op === 'and') === holds ? args : args.filter((arg) => isTruthy(arg.result) === holds);
    return joined(
      deciding.map(statement),
      op === 'or' && holds ? 'studio.why.join.or' : 'studio.why.join.and',
    );
  }
  if ((op === '!' || op === '!!') && args.length === 1)
    return statement(args[0] as RuleExplanation);
  if (op === 'in' && args.length === 2)
    return message(holds ? 'studio.why.in' : 'studio.why.notIn', {
      item: operand(args[0] as RuleExplanation),
      list: operand(args[1] as RuleExplanation),
    });
  if (op === 'if' || op === '?:') return ifWords(node);
  return operation(node);
}

/** Verdicts a page puts before a rule's reason. */
export const WHY_VERDICTS = {
  shown: 'studio.why.shown',
  hidden: 'studio.why.hidden',
  required: 'studio.why.required',
  notRequired: 'studio.why.notRequired',
  offered: 'studio.why.offered',
  notOffered: 'studio.why.notOffered',
  blocks: 'studio.why.blocks',
  allows: 'studio.why.allows',
} as const;

/** The verdict of a rule, with its reason: "shown because `answers.x` is `no`". */
export function verdictWords(
  verdict: keyof typeof WHY_VERDICTS,
  node: RuleExplanation,
): WhyMessage {
  return message(WHY_VERDICTS[verdict], { reason: statement(node) });
}

/** A phrase as text: `format` formats one message id with its (already formatted) values. */
export function whyText(
  part: WhyPart,
  format: (id: string, values: Record<string, string>) => string,
): string {
  if (typeof part === 'string') return part;
  const values = Object.fromEntries(
    Object.entries(part.values).map(([name, value]) => [name, whyText(value, format)]),
  );
  return format(part.id, values);
}

/** Every message id the words may use (for the locale check and the test). */
export const WHY_MESSAGE_IDS: readonly string[] = [
  ...Object.values(WHY_VERDICTS),
  'studio.why.operand.perElement',
  'studio.why.operand.missing',
  'studio.why.operand.var',
  'studio.why.operand.literal',
  'studio.why.operation',
  'studio.why.varMissing',
  'studio.why.varMissingNot',
  'studio.why.varIs',
  'studio.why.varIsNot',
  'studio.why.if.branch',
  'studio.why.if.otherwise',
  'studio.why.literal',
  'studio.why.compare',
  ...[...new Set(Object.values(RELATIONS).flat())].map((name) => `studio.why.relation.${name}`),
  'studio.why.join.and',
  'studio.why.join.or',
  'studio.why.join.comma',
  'studio.why.in',
  'studio.why.notIn',
];
