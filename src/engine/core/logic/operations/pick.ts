/** `pick`: records with only the named fields, so a body sends what it means and nothing more. */
import type { LogicOperation } from '../types';

const pickOne = (item: unknown, keys: readonly string[]): Record<string, unknown> | null => {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const record = item as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));
};

/**
 * `{"pick": [{"var": "data.…actualFundSplitCollection"}, "fundId", "targetPct"]}` → each record
 * with only those fields (`[{ fundId, targetPct }]`); given one record, that record picked. JSON
 * logic cannot build a record, and a query's records carry far more than a command body should
 * (prices, units, names). A field the record lacks is left out; anything but a record (or a list
 * of them) gives `null`, and a list keeps only its records.
 */
export function pickOp(value: unknown, ...keys: unknown[]): unknown {
  const names = keys.filter((key): key is string => typeof key === 'string');
  if (Array.isArray(value))
    return value
      .map((item) => pickOne(item, names))
      .filter((item): item is Record<string, unknown> => item !== null);
  return pickOne(value, names);
}

/** The `pick` operation. */
export const pickOperation: LogicOperation = { name: 'pick', apply: pickOp };
