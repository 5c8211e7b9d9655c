// A step's texts as the editor shows them: the step's message ids with their text in one locale
// file, as a small JSON object to edit, and that object merged back into the whole locale file
// (ids added, changed, or removed when they were deleted from the object), keys sorted as
// scripts/add-messages.mjs keeps them.
import { flowMessageUses } from '../../../../../scripts/flows-message-uses';
import { readTreeJson, type SourceTree } from '../../../../../scripts/source-tree';

/** The message ids a step uses: in its part of the flow file and in its schema files. */
export function stepMessageIds(
  tree: SourceTree,
  flowFile: string,
  stepIndex: number,
  stepFiles: readonly string[],
): string[] {
  const prefix = `/steps/${stepIndex}/`;
  const ids = flowMessageUses(tree, flowFile)
    .filter(({ file, pointer }) =>
      file === flowFile ? pointer.startsWith(prefix) : stepFiles.includes(file),
    )
    .map(({ id }) => id);
  return [...new Set(ids)].sort();
}

/** The texts of `ids` in a locale file, as the JSON text of an object (ids it lacks left out). */
export function localeSubset(tree: SourceTree, localeFile: string, ids: readonly string[]): string {
  const read = readTreeJson(tree, localeFile);
  const all = (read.ok ? read.value : {}) as Record<string, string>;
  const subset = Object.fromEntries(
    ids.filter((id) => Object.hasOwn(all, id)).map((id) => [id, all[id]]),
  );
  return `${JSON.stringify(subset, null, 2)}\n`;
}

/** The outcome of merging an edited subset into its locale file. */
export type MergedLocale =
  { ok: true; text: string; changed: boolean } | { ok: false; message: string };

/**
 * The locale file `original` with the edits of `edited` (against the subset first shown,
 * `shown`): each id of `edited` set, each id of `shown` that `edited` no longer has removed.
 */
export function mergeLocale(original: string, shown: string, edited: string): MergedLocale {
  if (edited === shown) return { ok: true, text: original, changed: false };
  let subset: unknown;
  try {
    subset = JSON.parse(edited);
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  if (typeof subset !== 'object' || subset === null || Array.isArray(subset))
    return { ok: false, message: 'an object of message ids and texts is expected' };
  const entries = Object.entries(subset);
  const notText = entries.find(([, text]) => typeof text !== 'string');
  if (notText) return { ok: false, message: `the text of ${notText[0]} is not a string` };
  const all = { ...(JSON.parse(original) as Record<string, string>) };
  for (const id of Object.keys(JSON.parse(shown) as object)) delete all[id];
  Object.assign(all, subset);
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
  const text = `${JSON.stringify(sorted, null, 2)}\n`;
  return { ok: true, text, changed: text !== original };
}
