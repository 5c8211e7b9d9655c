/** `where_in`: the elements of an array whose field is one of a list of values. */
import { getPath } from '../get-path';
import type { LogicOperation } from '../types';

/**
 * `{"where_in": [{"var": "data.AllowedFunds"}, "fundId", {"var": "answers.fondskeuze.funds"}]}`
 * → the funds whose `fundId` is among the chosen ids, in the array's order. `filter` cannot do
 * this: inside it only the element is in scope, so the chosen values are out of reach. The empty
 * path compares the elements themselves. A missing array or value list gives `[]`.
 */
export function whereInOp(items: unknown, path: unknown, values: unknown): unknown[] {
  if (!Array.isArray(items) || typeof path !== 'string' || !Array.isArray(values)) return [];
  return items.filter((item) => values.includes(getPath(item, path)));
}

/** The `where_in` operation. */
export const whereInOperation: LogicOperation = { name: 'where_in', apply: whereInOp };
