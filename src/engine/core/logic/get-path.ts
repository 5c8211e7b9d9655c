/** Field lookup for operations that take an element-relative path, read as `var` reads it. */

/**
 * The value at a dot-separated `path` (`"cover.premium"`, `"0.name"`) inside `value`, or
 * `undefined` when any step is missing. The empty path gives `value` itself.
 */
export function getPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
