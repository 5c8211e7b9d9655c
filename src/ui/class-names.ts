/** Joins the class names that are set: `classNames('a', flag && 'b', undefined)` is `'a'` or `'a b'`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
