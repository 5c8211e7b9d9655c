/**
 * The shared part of a flows:check run: locale ids, permission flags, and the meta-schema
 * validators whose `x-check` annotations mark the values to verify beyond shape.
 */
import flowMetaSchema from '../schemas/meta/flow.schema.json';
import stepMetaSchema from '../schemas/meta/step.schema.json';
import uiMetaSchema from '../schemas/meta/ui.schema.json';
import { describeErrors } from '../src/engine/core/flow/describe-errors';
import { createMetaAjv } from '../src/engine/core/flow/meta-ajv';
import type { CompiledValidator } from '../src/engine/core/types/schema';
import { localeIds, permissionFlags, type SourceTree } from './source-tree';

/** One problem: the file, the JSON pointer in it, and what is wrong. */
export interface FlowProblem {
  file: string;
  path: string;
  message: string;
}

/** A value a meta-schema marks with `x-check`, where it was found. */
export interface Marked {
  kind: string;
  value: unknown;
  pointer: string;
}

/** Things shared by all files of one run. */
export interface Environment {
  /** The files checked: the disk, the disk with unsaved edits, or what the browser holds. */
  tree: SourceTree;
  locales: { nl: Set<string>; en: Set<string> };
  flags: Set<string>;
  marked: Marked[];
  validateFlow: CompiledValidator;
  validateStepSchema: CompiledValidator;
  validateUiSchema: CompiledValidator;
}

/** The shared part of a run over `tree`. */
export function environment(tree: SourceTree): Environment {
  const marked: Marked[] = [];
  const ajv = createMetaAjv((kind, value, pointer) => marked.push({ kind, value, pointer }));
  return {
    tree,
    locales: localeIds(tree),
    flags: new Set(permissionFlags(tree)),
    marked,
    validateFlow: ajv.compile(flowMetaSchema) as CompiledValidator,
    validateStepSchema: ajv.compile(stepMetaSchema) as CompiledValidator,
    validateUiSchema: ajv.compile(uiMetaSchema) as CompiledValidator,
  };
}

/** Validates `value` against a meta-schema; the `x-check` values found, or the errors. */
export function metaCheck(env: Environment, validate: CompiledValidator, value: unknown) {
  env.marked.length = 0;
  const valid = validate(value);
  const marked = dedupe([...env.marked]);
  return valid
    ? { ok: true as const, marked }
    : { ok: false as const, problems: describeErrors(validate.errors ?? []) };
}

/** Kinds whose values are strings; other values reach them only through an `anyOf` branch that failed. */
const STRING_KINDS = new Set([
  'messageId',
  'flag',
  'query',
  'command',
  'report',
  'summaryDocument',
  'schemaFile',
  'uiSchemaFile',
]);

function dedupe(marked: Marked[]): Marked[] {
  const seen = new Set<string>();
  return marked
    .filter(({ kind, value }) => !STRING_KINDS.has(kind) || typeof value === 'string')
    .filter(
      ({ kind, pointer }) => !seen.has(`${kind} ${pointer}`) && seen.add(`${kind} ${pointer}`),
    );
}

/** The message-id problem of `id`, if any. */
export function messageProblem(env: Environment, id: unknown): string | undefined {
  const missing = [
    env.locales.nl.has(String(id)) ? '' : 'nl-NL',
    env.locales.en.has(String(id)) ? '' : 'en-GB',
  ].filter(Boolean);
  return missing.length > 0
    ? `message id ${String(id)} is missing in ${missing.join(' and ')}`
    : undefined;
}

/** Checks the marked values every file kind shares: message ids. */
export function messageProblems(env: Environment, file: string, marked: Marked[]): FlowProblem[] {
  return marked
    .filter((item) => item.kind === 'messageId')
    .flatMap((item) => {
      const message = messageProblem(env, item.value);
      return message ? [{ file, path: item.pointer, message }] : [];
    });
}
