// Build step: the rule files of rules/ reach the bundle without what only their readers need: the
// `$schema` pointer and every rule's `description` (about a third of the files), so the first-load
// script carries the rules and nothing more. Development and tests import the files whole.
import type { Plugin } from 'vite';

/** A rule file of rules/ (not its JSON Schema), as the bundler names it. */
const RULE_FILE = /[\\/]rules[\\/](?![^\\/]*\.schema\.json$)[^\\/]+\.json$/;

/** Whether a module id is a rule file whose notes are stripped. */
export const isRuleFile = (path: string): boolean => RULE_FILE.test(path);

/** The JSON of a rule file without `$schema` and without the `description` of any rule in it. */
export function withoutNotes(json: string): string {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '$schema' && key !== 'description')
        .map(([key, entry]) => [key, strip(entry)]),
    );
  };
  return JSON.stringify(strip(JSON.parse(json)));
}

/** Vite plugin: strips the notes of rule files before Vite turns them into modules. */
export function ruleFilesWithoutNotes(): Plugin {
  return {
    name: 'portal-rule-notes',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!isRuleFile(id.split('?')[0]!)) return null;
      return { code: withoutNotes(code), map: null };
    },
  };
}
