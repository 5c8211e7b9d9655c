/** What counts as "not filled in" for required fields and for skipping data checks. */

/** True for `undefined`, `null`, blank strings and empty arrays. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}
