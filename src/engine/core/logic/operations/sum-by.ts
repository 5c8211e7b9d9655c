/** `sum_by`: the total of one field over an array of records. */
import { getPath } from '../get-path';
import type { LogicOperation } from '../types';

/**
 * `{"sum_by": [{"var": "packages"}, "cover.premium"]}` → the sum of the finite numbers found at
 * that path in each element (the empty path sums the elements themselves). Elements where the
 * field is missing or not a number add nothing; a missing array sums to 0. Shorter than the
 * equivalent `reduce` and safe against `null` fields, which `+` would turn into `NaN`.
 */
export function sumByOp(items: unknown, path: unknown): number {
  if (!Array.isArray(items) || typeof path !== 'string') return 0;
  return items.reduce<number>((total, item) => {
    const value = getPath(item, path);
    return typeof value === 'number' && Number.isFinite(value) ? total + value : total;
  }, 0);
}

/** The `sum_by` operation. */
export const sumByOperation: LogicOperation = { name: 'sum_by', apply: sumByOp };
