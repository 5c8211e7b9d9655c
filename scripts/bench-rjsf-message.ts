// The texts of the RJSF page of `npm run bench` (bench/rjsf/): a message of the Dutch locale with
// its values filled in from the step's data in the page, as a peer page without react-intl would
// do it. Knows the two forms our first steps use, `{name}` and `{name, plural, =N {…} one {…} other
// {…}}` (with `#` for the number); anything else is left as it stands, so nothing is read as
// something it is not. Kept apart from bench-rjsf-step.ts, which reads files: the page imports this.

/** Where a value of a text comes from: a path into `{ data }` (a JSON-logic `var`). */
export type ValuePaths = Record<string, string>;

/** The value at a dotted path (`data.PersonalPensionAge.statePensionAge.year`), if any. */
export function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Reads the text of the braces that open at `start` (its `{`); returns it and the index after `}`. */
function braced(text: string, start: number): { inner: string; end: number } | undefined {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return { inner: text.slice(start + 1, i), end: i + 1 };
    }
  }
  return undefined;
}

/** The branches of a plural argument (`=0 {…} one {…} other {…}`) by their selector. */
function pluralBranches(source: string): Map<string, string> {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('{', i);
    if (open === -1) break;
    const selector = source.slice(i, open).trim();
    const branch = braced(source, open);
    if (!branch) break;
    branches.set(selector, branch.inner);
    i = branch.end;
  }
  return branches;
}

/** One `{…}` argument, filled in; undefined when it is not a form this formatter knows. */
function argument(inner: string, values: Record<string, unknown>, plural: Intl.PluralRules) {
  const [name = '', kind, ...rest] = inner.split(',');
  const value = values[name.trim()];
  if (kind === undefined) return value === undefined ? undefined : String(value);
  if (kind.trim() !== 'plural' || typeof value !== 'number') return undefined;
  const branches = pluralBranches(rest.join(','));
  const branch =
    branches.get(`=${value}`) ?? branches.get(plural.select(value)) ?? branches.get('other');
  return branch === undefined
    ? undefined
    : formatMessage(branch, values, plural.resolvedOptions().locale).replaceAll('#', String(value));
}

/** The message with its `{name}` and plural arguments filled in from `values`. */
export function formatMessage(
  message: string,
  values: Record<string, unknown>,
  locale = 'nl-NL',
): string {
  const plural = new Intl.PluralRules(locale);
  let out = '';
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf('{', i);
    if (open === -1) break;
    const arg = braced(message, open);
    if (!arg) break;
    out +=
      message.slice(i, open) +
      (argument(arg.inner, values, plural) ?? message.slice(open, arg.end));
    i = arg.end;
  }
  return out + message.slice(i);
}

/** The values of a text, each read from `{ data }` at its path. */
export function valuesFrom(paths: ValuePaths, data: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(paths).map(([name, path]) => [name, valueAt({ data }, path)]),
  );
}
