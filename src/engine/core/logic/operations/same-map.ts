/** `same_map`: whether two lists say the same thing when read as key → value maps. */
import { getPath } from '../get-path';
import type { LogicOperation } from '../types';

/** The list as key → value, leaving out entries without a key and zero or empty values. */
function asMap(items: unknown[], keyPath: string, valuePath: string): Map<unknown, unknown> | null {
  const map = new Map<unknown, unknown>();
  for (const item of items) {
    const key = getPath(item, keyPath);
    const value = getPath(item, valuePath);
    if (key === undefined || key === null || value === undefined || value === null) continue;
    if (value === 0 || value === '') continue;
    // One key twice: not a map, so not the same as anything.
    if (map.has(key)) return null;
    map.set(key, value);
  }
  return map;
}

/**
 * `{"same_map": [{"var": "answers.fondsverdeling.allocation"}, {"var": "data…actualFundSplitCollection"},
 * "fundId", "targetPct"]}` → true when both lists give every key the same value, in any order:
 * a member who enters the fund split already in place changes nothing. Entries with a zero value
 * count as absent (a fund at 0 % is not in the split). Numbers compare as numbers (`"50"` equals
 * `50`). Anything that is not two lists gives false.
 */
export function sameMapOp(a: unknown, b: unknown, keyPath: unknown, valuePath: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return false;
  if (typeof keyPath !== 'string' || typeof valuePath !== 'string') return false;
  const left = asMap(a, keyPath, valuePath);
  const right = asMap(b, keyPath, valuePath);
  if (!left || !right || left.size !== right.size) return false;
  for (const [key, value] of left) {
    if (!right.has(key)) return false;
    const other = right.get(key);
    const same =
      typeof value === 'number' || typeof other === 'number'
        ? Number(value) === Number(other)
        : value === other;
    if (!same) return false;
  }
  return true;
}

/** The `same_map` operation. */
export const sameMapOperation: LogicOperation = { name: 'same_map', apply: sameMapOp };
