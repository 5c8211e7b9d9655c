/**
 * The studio's texts review: every text a flow uses (flow file, step schemas, ui schemas), Dutch
 * and English side by side, each flagged when an id is missing in a locale file, when both texts
 * are the same (likely untranslated), when a text is not valid ICU, or when the two texts do not
 * take the same placeholders (a value the member would never see, or a `{name}` shown raw). Pure.
 */
import { parse, TYPE, type MessageFormatElement } from '#icu-parser';
import { flowMessageUses, type MessageUse } from './flows-message-uses';
import { readTreeJson, type SourceTree } from './source-tree';

/** What may be wrong with a text. */
export type TextFlag = 'missingNl' | 'missingEn' | 'untranslated' | 'notIcu' | 'placeholders';

/** One message id of a flow, as the review shows it. */
export interface TextRow {
  /** The message id. */
  id: string;
  /** Where the flow uses it (a text may be used more than once). */
  uses: Omit<MessageUse, 'id'>[];
  /** The Dutch text, when the id exists in nl-NL. */
  nl?: string;
  /** The English text, when the id exists in en-GB. */
  en?: string;
  /** Placeholder names of each text (arguments and tags), sorted. */
  placeholders: { nl: string[]; en: string[] };
  /** What is wrong, in a fixed order; empty when nothing is. */
  flags: TextFlag[];
}

/** The argument and tag names of a parsed message, nested ones included. */
function namesOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
    if (element.type === TYPE.tag) namesOf(element.children, into);
    if (element.type === TYPE.select || element.type === TYPE.plural)
      for (const option of Object.values(element.options)) namesOf(option.value, into);
  }
  return into;
}

/** The placeholder names of `text`, or undefined when it is not valid ICU. */
function placeholdersOf(text: string | undefined): string[] | undefined {
  if (text === undefined) return [];
  try {
    return [...namesOf(parse(text))].sort();
  } catch {
    return undefined;
  }
}

function messages(tree: SourceTree, file: string): Record<string, string> {
  const read = readTreeJson(tree, `locales/${file}`);
  return read.ok ? (read.value as Record<string, string>) : {};
}

/** The review of the flow file `flowFile` (root-relative), one row per message id, sorted by id. */
export function textsReview(tree: SourceTree, flowFile: string): TextRow[] {
  const nlTexts = messages(tree, 'nl-NL.json');
  const enTexts = messages(tree, 'en-GB.json');
  const byId = new Map<string, Omit<MessageUse, 'id'>[]>();
  for (const { id, ...use } of flowMessageUses(tree, flowFile))
    byId.set(id, [...(byId.get(id) ?? []), use]);
  return [...byId.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, uses]) => {
      const nl = Object.hasOwn(nlTexts, id) ? nlTexts[id] : undefined;
      const en = Object.hasOwn(enTexts, id) ? enTexts[id] : undefined;
      const nlNames = placeholdersOf(nl);
      const enNames = placeholdersOf(en);
      const flags: TextFlag[] = [];
      if (nl === undefined) flags.push('missingNl');
      if (en === undefined) flags.push('missingEn');
      if (nl !== undefined && nl === en && nl.trim() !== '') flags.push('untranslated');
      if (!nlNames || !enNames) flags.push('notIcu');
      else if (nl !== undefined && en !== undefined && nlNames.join() !== enNames.join())
        flags.push('placeholders');
      return {
        id,
        uses,
        ...(nl !== undefined && { nl }),
        ...(en !== undefined && { en }),
        placeholders: { nl: nlNames ?? [], en: enNames ?? [] },
        flags,
      };
    });
}
