/**
 * File access for the flow tools (check, compile, graph) and the flow tests: where flows,
 * schemas and locales live, and reading them. The engine core itself never touches the disk.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stepKind } from '../src/engine/core/steps';
import type { FlowDefinition } from '../src/engine/core/types/flow';
import type { FlowResources, JsonSchema, UiSchema } from '../src/engine/core/types/schema';
import { compileValidators } from '../src/engine/core/validation/create-ajv';
import type { SourceTree } from './source-tree';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Parsed JSON of a file, or the parse error's message. */
export function readJson(
  path: string,
): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(readFileSync(path, 'utf8')) as unknown };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/** Every `flows/*.flow.json`, as absolute paths in name order. */
export function flowFiles(root = repoRoot): string[] {
  const dir = join(root, 'flows');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.flow.json'))
    .sort()
    .map((name) => join(dir, name));
}

/** A path relative to the root, with forward slashes, for messages. */
export function shortPath(path: string, root = repoRoot): string {
  return relative(root, path).split('\\').join('/');
}

/** The files under `root` as a source tree for the flow checker (scripts/source-tree.ts). */
export function diskTree(root = repoRoot): SourceTree {
  return {
    read: (path) => {
      const full = join(root, path);
      return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : undefined;
    },
    list: (dir) => {
      const full = join(root, dir);
      return existsSync(full) ? readdirSync(full).sort() : [];
    },
  };
}

/** The schema files (relative to `schemas/`) a flow's form steps name. */
export function stepFiles(flow: FlowDefinition): { schemas: string[]; uiSchemas: string[] } {
  const files = flow.steps.map((step) => stepKind(step.kind).files(step));
  return {
    schemas: files.flatMap((file) => (file.schema ? [file.schema] : [])),
    uiSchemas: files.flatMap((file) => (file.uiSchema ? [file.uiSchema] : [])),
  };
}

/** A flow with its schemas and ui schemas read from disk and validators compiled by ajv. */
export function loadFlowResources(flowId: string, root = repoRoot): FlowResources {
  const read = readJson(join(root, 'flows', `${flowId}.flow.json`));
  if (!read.ok) throw new Error(`flows/${flowId}.flow.json: ${read.error}`);
  const flow = read.value as FlowDefinition;
  const files = stepFiles(flow);
  const load = (path: string) => {
    const file = readJson(join(root, 'schemas', path));
    if (!file.ok) throw new Error(`schemas/${path}: ${file.error}`);
    return file.value;
  };
  const schemas = Object.fromEntries(files.schemas.map((path) => [path, load(path) as JsonSchema]));
  const uiSchemas = Object.fromEntries(
    files.uiSchemas.map((path) => [path, load(path) as UiSchema]),
  );
  return { flow, schemas, uiSchemas, validators: compileValidators(schemas) };
}
