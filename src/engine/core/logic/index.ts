/**
 * The one JSON-logic engine of the portal: flow conditions, permission flags and route gating
 * all evaluate here, with the portal's custom operations (`operations/`) registered once when
 * this module loads. Rules get the current moment only through their data (`now`, see
 * `types.ts`), never from the clock.
 */
import jsonLogic, { type AdditionalOperation, type RulesLogic } from 'json-logic-js';
import { customOperations } from './operations';

for (const operation of customOperations) {
  jsonLogic.add_operation(operation.name, operation.apply);
}

/**
 * The json-logic-js operations rules may use. `log` (console output) is left out on purpose, so
 * the flow checker refuses it in shipped rules.
 */
export const builtInOperationNames: readonly string[] = [
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  '==',
  '===',
  '!=',
  '!==',
  '!',
  '!!',
  'or',
  'and',
  '>',
  '>=',
  '<',
  '<=',
  'max',
  'min',
  '+',
  '-',
  '*',
  '/',
  '%',
  'map',
  'filter',
  'reduce',
  'all',
  'none',
  'some',
  'merge',
  'in',
  'cat',
  'substr',
];

/** The portal's own operations, as registered. */
export const customOperationNames: readonly string[] = customOperations.map(({ name }) => name);

/** Every operation a rule may use: for tooling such as the flow checker. */
export const operationNames: readonly string[] = [
  ...builtInOperationNames,
  ...customOperationNames,
];

/**
 * Evaluates a JSON-logic rule against data (`now` included when the rule needs the date) and
 * returns its result. Throws on an unknown operation.
 */
export function evaluate(rule: unknown, data: unknown = {}): unknown {
  return jsonLogic.apply(rule as RulesLogic<AdditionalOperation>, data) as unknown;
}

/**
 * Evaluates a rule and reads the result as JSON-logic truthiness (an empty array is false, as
 * everywhere in JSON-logic; otherwise JavaScript truthiness).
 */
export function truthy(rule: unknown, data: unknown = {}): boolean {
  return jsonLogic.truthy(evaluate(rule, data));
}

/** A result read as JSON-logic truthiness, as `truthy` reads it (an empty array is false). */
export function isTruthy(value: unknown): boolean {
  return jsonLogic.truthy(value);
}

export { collectReads, collectVars, type RuleReads } from './collect-vars';
export { customOperations } from './operations';
export type { LogicData, LogicOperation } from './types';
