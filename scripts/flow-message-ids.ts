/**
 * The texts one wizard shows, so its page loads those alone instead of every page's and every
 * wizard's (compile-messages.ts serves them as `virtual:compiled-messages/<locale>/flows/<flowId>`,
 * and tests/flows-message-bundles.test.ts checks them against what the flows show). Pure, over a
 * source tree, like the flow checker it builds on.
 */
import type { Environment } from './flows-check-env';
import { flowMarkedFiles } from './flows-message-uses';
import type { SourceTree } from './source-tree';

/**
 * The engine's generic texts, which any wizard may show whatever its flow file says: the wizard
 * page's own texts (buttons, progress, error summary, file and search widgets, the success page)
 * and the validation messages, among them those for the back end's field refusals
 * (src/api/errors/field-refusal-messages.ts). The engine formats some by a computed id
 * (`validation.date.<rule>`, `wizard.files.problem.<problem>`), so they go by prefix.
 */
export const WIZARD_MESSAGE_PREFIXES = ['wizard.', 'validation.'] as const;

/** The root-relative flow file of a flow id (flows:check holds the file name to the id). */
export const flowFileOf = (flowId: string) => `flows/${flowId}.flow.json`;

/** Every string in a JSON value, keys left out. */
function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, found));
  else if (typeof value === 'object' && value !== null)
    Object.values(value).forEach((item) => strings(item, found));
  return found;
}

/**
 * The message ids a wizard of `flowId` can show, among `known` (the ids of a locale file), sorted:
 * the engine's generic texts (WIZARD_MESSAGE_PREFIXES), and every string of the flow file and of
 * the step and ui schemas it names (as the flow checker finds them) that is a known id, or that
 * ends in a dot and starts known ids. The first are the ids the meta-schema marks
 * (`x-check: messageId`, other flows' shared texts among them) and those it does not (a table
 * cell's values, a schema's error messages); the second a prefix that JSON logic's `cat`
 * completes with an answer, as in `flow.x.returnType.` + the chosen type. `env`: see
 * flowMarkedFiles.
 */
export function flowMessageIds(
  tree: SourceTree,
  flowId: string,
  known: Iterable<string>,
  env?: Environment,
): string[] {
  const all = [...known];
  const knownSet = new Set(all);
  const ids = new Set(
    all.filter((id) => WIZARD_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix))),
  );
  for (const { value } of flowMarkedFiles(tree, flowFileOf(flowId), env)) {
    for (const text of strings(value)) {
      if (knownSet.has(text)) ids.add(text);
      else if (text.endsWith('.') && text.length > 1)
        all.filter((id) => id.startsWith(text)).forEach((id) => ids.add(id));
    }
  }
  return [...ids].sort();
}
