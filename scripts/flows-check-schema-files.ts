/** flows:check for the step schemas and ui schemas a flow names. */
import type { CompiledValidator, JsonSchema } from '../src/engine/core/types/schema';
import { createAjv } from '../src/engine/core/validation/create-ajv';
import {
  messageProblems,
  metaCheck,
  type Environment,
  type FlowProblem,
  type Marked,
} from './flows-check-env';
import { readTreeJson } from './source-tree';

/** A step schema or ui schema file, loaded and checked. */
export interface LoadedFile {
  file: string;
  value: Record<string, unknown>;
  marked: Marked[];
}

/**
 * Reads a schema or ui schema (path relative to `schemas/`), checks it against its meta-schema
 * (and, for step schemas, that ajv compiles it) and its message ids; problems go to `problems`.
 */
export function loadSchemaFile(
  env: Environment,
  path: string,
  validate: CompiledValidator,
  compile: boolean,
  problems: FlowProblem[],
): LoadedFile | undefined {
  const file = `schemas/${path}`;
  const read = readTreeJson(env.tree, file);
  if (!read.ok) {
    problems.push({ file, path: '', message: `is not valid JSON: ${read.error}` });
    return undefined;
  }
  const result = metaCheck(env, validate, read.value);
  if (!result.ok) {
    problems.push(...result.problems.map((problem) => ({ file, ...problem })));
    return undefined;
  }
  if (compile) {
    try {
      createAjv().compile(read.value as Record<string, unknown>);
    } catch (error) {
      problems.push({ file, path: '', message: `does not compile: ${(error as Error).message}` });
      return undefined;
    }
  }
  problems.push(...messageProblems(env, file, result.marked));
  return { file, value: read.value as Record<string, unknown>, marked: result.marked };
}

/** Option values of a field schema (`oneOf` consts and `enum`). */
function optionValues(field: JsonSchema): string[] {
  const oneOf = Array.isArray(field.oneOf)
    ? field.oneOf.map((option) => (option as { const?: unknown }).const)
    : [];
  const values = [...oneOf, ...(Array.isArray(field.enum) ? field.enum : [])];
  return values.map(String);
}

/** Field names and options of a ui schema that its step schema lacks. */
export function uiFieldProblems(ui: LoadedFile, schema: JsonSchema): FlowProblem[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const problems: FlowProblem[] = [];
  for (const [key, entry] of Object.entries(ui.value)) {
    if (key === 'ui:order') {
      (entry as string[]).forEach((name, index) => {
        if (name !== '*' && !(name in properties))
          problems.push({
            file: ui.file,
            path: `/ui:order/${index}`,
            message: `names no field of the step schema: ${name}`,
          });
      });
      continue;
    }
    if (key.startsWith('$') || key.startsWith('ui:')) continue;
    const field = properties[key];
    if (!field) {
      problems.push({
        file: ui.file,
        path: `/${key}`,
        message: `names no field of the step schema: ${key}`,
      });
      continue;
    }
    const options = (entry as Record<string, unknown>)['ui:optionShowIf'];
    for (const option of Object.keys((options ?? {}) as object)) {
      if (!optionValues(field).includes(option))
        problems.push({
          file: ui.file,
          path: `/${key}/ui:optionShowIf/${option}`,
          message: `is not an option of field ${key}`,
        });
    }
  }
  return problems;
}
