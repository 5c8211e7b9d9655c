/**
 * `range_lookup`: a value from the element of a list whose range holds a number, such as the
 * premium rate of the age range a member is in (spec section 3: age-range lookup with startAge,
 * endAge and a female and a male value).
 */
import { getPath } from '../get-path';
import type { LogicOperation } from '../types';

const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * `{"range_lookup": [array, "startPath", "endPath", value, "valuePath"?, fallback?]}` → the value at
 * `valuePath` of the first element with `start ≤ value ≤ end` (both ends included; a missing end
 * is open); the element itself when `valuePath` is missing or `""`. No array, no number, no such
 * element or no value there gives `fallback`, else `null`:
 * `{"range_lookup": [{"var": "data.AnwVoluntaryInfo.ranges"}, "startAge", "endAge", {"var":
 * "derived.age"}, "female", 0]}`.
 */
export function rangeLookupOp(
  items: unknown,
  startPath: unknown,
  endPath: unknown,
  value: unknown,
  valuePath?: unknown,
  fallback?: unknown,
): unknown {
  const at = asNumber(value);
  if (!Array.isArray(items) || typeof startPath !== 'string' || typeof endPath !== 'string')
    return fallback ?? null;
  if (at === undefined) return fallback ?? null;
  const found: unknown = items.find((item) => {
    const start = asNumber(getPath(item, startPath));
    const end = asNumber(getPath(item, endPath));
    return start !== undefined && start <= at && (end === undefined || at <= end);
  });
  if (found === undefined) return fallback ?? null;
  const result = getPath(found, typeof valuePath === 'string' ? valuePath : '');
  return result ?? fallback ?? null;
}

/** The `range_lookup` operation. */
export const rangeLookupOperation: LogicOperation = { name: 'range_lookup', apply: rangeLookupOp };
