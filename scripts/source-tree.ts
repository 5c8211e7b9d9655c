/**
 * The project's data files (flows, schemas, locales, rules) as the flow checker sees them: a
 * read-only tree of texts by root-relative path. The checker reads only through it, so the same
 * checker runs over the disk (`flows:check`), over the disk with unsaved edits laid on top (the
 * studio's save endpoint) and in the browser (the studio editor), without a copy of its logic.
 */

/** Root-relative, forward-slash paths to file texts. */
export interface SourceTree {
  /** The text of the file at `path` (e.g. `flows/x.flow.json`), or undefined when there is none. */
  read(path: string): string | undefined;
  /** The names of the files directly in `dir` (e.g. `flows`), in name order. */
  list(dir: string): string[];
}

/** A tree of the given files only (the browser's view, and tests). */
export function mapTree(files: Readonly<Record<string, string>>): SourceTree {
  return {
    read: (path) => (Object.hasOwn(files, path) ? files[path] : undefined),
    list: (dir) => namesIn(Object.keys(files), dir),
  };
}

/** `base` with `changes` laid over it: changed files read their new text, new files appear. */
export function overlayTree(
  base: SourceTree,
  changes: Readonly<Record<string, string>>,
): SourceTree {
  return {
    read: (path) => (Object.hasOwn(changes, path) ? changes[path] : base.read(path)),
    list: (dir) => [...new Set([...base.list(dir), ...namesIn(Object.keys(changes), dir)])].sort(),
  };
}

function namesIn(paths: string[], dir: string): string[] {
  const prefix = `${dir}/`;
  return paths
    .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
    .map((path) => path.slice(prefix.length))
    .sort();
}

/** The parsed JSON of a file in the tree, or why it could not be read. */
export function readTreeJson(
  tree: SourceTree,
  path: string,
): { ok: true; value: unknown } | { ok: false; error: string } {
  const text = tree.read(path);
  if (text === undefined) return { ok: false, error: 'the file does not exist' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/** The last segment of a path. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The message ids of both locale files. */
export function localeIds(tree: SourceTree): { nl: Set<string>; en: Set<string> } {
  const ids = (file: string) => {
    const read = readTreeJson(tree, `locales/${file}`);
    return new Set(read.ok ? Object.keys(read.value as Record<string, unknown>) : []);
  };
  return { nl: ids('nl-NL.json'), en: ids('en-GB.json') };
}

/**
 * The flag names flows may require or read: the keys of `flags` in `rules/permissions.json` and in
 * `rules/pending-choice.json`.
 */
export function permissionFlags(tree: SourceTree): string[] {
  const keysOf = (file: string) => {
    const read = readTreeJson(tree, `rules/${file}`);
    const flags = read.ok ? (read.value as { flags?: unknown }).flags : undefined;
    return typeof flags === 'object' && flags !== null ? Object.keys(flags) : undefined;
  };
  return [...(keysOf('permissions.json') ?? []), ...(keysOf('pending-choice.json') ?? [])];
}
