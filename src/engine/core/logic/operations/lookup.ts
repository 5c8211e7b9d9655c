/**
 * `lookup`: a value from the element of a list whose key field equals a key, such as one entry
 * of the global parameters (`entryCollection[{ id, type, value }]`), which json-logic's own
 * `filter` can only give as a list.
 */
import { getPath } from '../get-path';
import type { LogicOperation } from '../types';

/**
 * `{"lookup": [array, "keyPath", key, "valuePath"?, fallback?]}` → the value at `valuePath` of
 * the first element whose `keyPath` is `key` (strictly equal); the element itself when
 * `valuePath` is missing or `""`. No array, no such element or no value there gives `fallback`,
 * else `null`: `{"lookup": [{"var": "data.GlobalParameters.entryCollection"}, "id",
 * "STATE_RETIREMENT_AGE_MONTHS_MAX_BELOW", "value", 60]}`.
 */
export function lookupOp(
  items: unknown,
  keyPath: unknown,
  key: unknown,
  valuePath?: unknown,
  fallback?: unknown,
): unknown {
  if (!Array.isArray(items) || typeof keyPath !== 'string') return fallback ?? null;
  const found: unknown = items.find((item) => getPath(item, keyPath) === key);
  if (found === undefined) return fallback ?? null;
  const value = getPath(found, typeof valuePath === 'string' ? valuePath : '');
  return value ?? fallback ?? null;
}

/** The `lookup` operation. */
export const lookupOperation: LogicOperation = { name: 'lookup', apply: lookupOp };
