// Deep merge of a persona file's `overrides` onto the persona it extends. Persona files stay
// small because they only say what differs from the base member.
//
// Rules: objects merge key by key; arrays merge by index (an override array longer than the base
// appends); `{ "$replace": [...] }` replaces an array wholesale; `{ "$copy": "/json/pointer", ... }`
// starts from a copy of that part of the *base* and merges the other keys onto it (used to add a
// second pension that looks like the first); any other value (including null) replaces.

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a JSON pointer (`/pensions/0`) from a document; undefined when absent. */
export function readPointer(doc: Json, pointer: string): Json {
  if (pointer === '') return doc;
  let at: Json = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(at)) at = at[Number(key)];
    else if (isObject(at)) at = at[key];
    else return undefined;
  }
  return at;
}

/** Returns base with override merged in; neither input is changed. */
export function deepMerge(base: Json, override: Json, root: Json = base): Json {
  if (isObject(override) && '$replace' in override) return structuredClone(override.$replace);
  if (isObject(override) && typeof override.$copy === 'string') {
    const { $copy, ...rest } = override;
    const start = readPointer(root, $copy);
    if (start === undefined) throw new Error(`$copy points at nothing: ${$copy}`);
    return Object.keys(rest).length === 0 ? structuredClone(start) : deepMerge(start, rest, root);
  }
  if (Array.isArray(base) && Array.isArray(override)) {
    const length = Math.max(base.length, override.length);
    return Array.from({ length }, (_, i) =>
      i >= override.length
        ? structuredClone(base[i])
        : i >= base.length
          ? deepMerge(undefined, override[i], root)
          : deepMerge(base[i], override[i], root),
    );
  }
  if (isObject(base) && isObject(override)) {
    const out: Record<string, Json> = structuredClone(base);
    for (const [key, value] of Object.entries(override))
      out[key] = deepMerge(base[key], value, root);
    return out;
  }
  if (isObject(override)) return deepMerge({}, override, root);
  if (Array.isArray(override)) return deepMerge([], override, root);
  return structuredClone(override);
}

/**
 * Maps a JSON path of the merged result back to the same place inside `overrides`, so an error
 * can point into the file the tester edits. Undefined when the overrides do not reach that path.
 */
export function locateInOverrides(overrides: Json, path: string): string | undefined {
  let at: Json = overrides;
  let located = '/overrides';
  for (const key of path.split('/').slice(1)) {
    while (isObject(at) && '$replace' in at) {
      at = at.$replace;
      located += '/$replace';
    }
    const next = Array.isArray(at) ? at[Number(key)] : isObject(at) ? at[key] : undefined;
    if (next === undefined) return undefined;
    at = next;
    located += `/${key}`;
  }
  return located;
}
