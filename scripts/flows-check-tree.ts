/**
 * The flow checker itself (`npm run flows:check`, the studio's save endpoint and its editor): every
 * flow file against the flow meta-schema, every step schema and ui schema against theirs, and beyond
 * shape: message ids in both locale files, known queries, commands, reports, summary documents and
 * permission flags, known JSON-logic operations, `var` paths that name something the flow
 * supplies, step fields that exist, steps that can be reached, every answer with a destination.
 * Pure: it reads files only through a source tree (scripts/source-tree.ts), so it runs on the
 * disk, on the disk with unsaved edits, and in the browser alike.
 */
import { isCommandFor } from '../src/api/commands/command-registry';
import { isSectionThreeQueryName } from '../src/api/queries/query-registry';
import { sessionKeys } from '../src/engine/core/registries/session-keys';
import { stepKind } from '../src/engine/core/steps';
import { templateRules } from '../src/engine/core/submit/evaluate-template';
import type { FlowDefinition, StepDefinition } from '../src/engine/core/types/flow';
import type { JsonSchema, UiSchema } from '../src/engine/core/types/schema';
import { destinationProblems } from './flows-check-destinations';
import {
  environment,
  messageProblem,
  metaCheck,
  type Environment,
  type FlowProblem,
} from './flows-check-env';
import { ruleProblems, type VarNamespace } from './flows-check-rules';
import { loadSchemaFile, uiFieldProblems, type LoadedFile } from './flows-check-schema-files';
import { structureProblems } from './flows-check-structure';
import { fieldDestinations } from './flows-destinations';
import { baseName, readTreeJson, type SourceTree } from './source-tree';

export type { FlowProblem } from './flows-check-env';

/** The namespace of a rule at `pointer` in a flow. */
function namespaceAt(pointer: string, flow: FlowDefinition, base: VarNamespace): VarNamespace {
  const derivedNames = Object.keys(flow.derived ?? {});
  const derived = /^\/derived\/([^/]+)/.exec(pointer);
  if (derived)
    return {
      ...base,
      derived: new Set(derivedNames.slice(0, derivedNames.indexOf(derived[1] ?? ''))),
    };
  if (pointer.startsWith('/guards/')) return { ...base, readableSteps: new Set() };
  const showIf = /^\/steps\/(\d+)\/showIf/.exec(pointer);
  if (showIf) {
    const before = flow.steps.slice(0, Number(showIf[1])).map((step) => step.id);
    return { ...base, readableSteps: new Set(before) };
  }
  return base;
}

function logicProblems(
  file: string,
  pointer: string,
  rule: unknown,
  ns: VarNamespace,
): FlowProblem[] {
  return ruleProblems(rule, ns).map((problem) => ({
    file,
    path: pointer + problem.pointer,
    message: problem.message,
  }));
}

function checkFlowFile(env: Environment, file: string): FlowProblem[] {
  const read = readTreeJson(env.tree, file);
  if (!read.ok) return [{ file, path: '', message: `is not valid JSON: ${read.error}` }];
  const meta = metaCheck(env, env.validateFlow, read.value);
  if (!meta.ok) return meta.problems.map((problem) => ({ file, ...problem }));
  const flow = read.value as FlowDefinition;
  const problems: FlowProblem[] = [];
  const at = (pointer: string, message: string) => problems.push({ file, path: pointer, message });

  if (baseName(file) !== `${flow.id}.flow.json`)
    at('/id', `must match the file name (${baseName(file)})`);

  // Pass 1: the step schemas and ui schemas, so rules can be checked against their fields.
  const schemas: Record<string, JsonSchema> = {};
  const uiFiles: { stepIndex: number; ui: LoadedFile }[] = [];
  for (const item of meta.marked) {
    if (item.kind !== 'schemaFile' && item.kind !== 'uiSchemaFile') continue;
    const relative = String(item.value);
    if (env.tree.read(`schemas/${relative}`) === undefined) {
      at(item.pointer, `names schemas/${relative}, which does not exist`);
      continue;
    }
    const isSchema = item.kind === 'schemaFile';
    const loaded = loadSchemaFile(
      env,
      relative,
      isSchema ? env.validateStepSchema : env.validateUiSchema,
      isSchema,
      problems,
    );
    if (!loaded) continue;
    if (isSchema) schemas[relative] = loaded.value;
    else uiFiles.push({ stepIndex: Number(/^\/steps\/(\d+)/.exec(item.pointer)?.[1]), ui: loaded });
  }

  const unloaded = (step: StepDefinition) =>
    typeof step.schema === 'string' && !(step.schema in schemas);
  const stepFields = new Map(
    flow.steps.map((step) => [
      step.id,
      unloaded(step) ? null : stepKind(step.kind).answerFields(step, schemas),
    ]),
  );
  const stepQueries = flow.steps.flatMap((step) =>
    step.query ? [(step.query as { name: string }).name] : [],
  );
  const base: VarNamespace = {
    stepFields,
    queries: new Set([...flow.queries, ...stepQueries]),
    derived: new Set(Object.keys(flow.derived ?? {})),
    flags: env.flags,
    sessionKeys: new Set(sessionKeys),
  };

  // Pass 2: every marked value of the flow file.
  for (const { kind, value, pointer } of meta.marked) {
    if (kind === 'messageId') {
      const message = messageProblem(env, value);
      if (message) at(pointer, message);
    } else if (kind === 'flag' && !env.flags.has(String(value)))
      at(pointer, `${String(value)} is not a permission flag`);
    else if (kind === 'query' && !isSectionThreeQueryName(String(value)))
      at(pointer, `${String(value)} is not a named query of spec section 3`);
    else if (kind === 'command' && !isCommandFor(String(value), 'command'))
      at(pointer, `${String(value)} is not a known command`);
    else if (kind === 'report' && !isCommandFor(String(value), 'report'))
      at(pointer, `${String(value)} is not a known report`);
    else if (kind === 'summaryDocument' && !isCommandFor(String(value), 'summaryDocument'))
      at(pointer, `${String(value)} is not a known summary document`);
    else if (kind === 'logic')
      problems.push(...logicProblems(file, pointer, value, namespaceAt(pointer, flow, base)));
    else if (kind === 'template') {
      for (const rule of templateRules(value))
        problems.push(...logicProblems(file, pointer + rule.pointer, rule.rule, base));
    }
  }

  // The ui schemas: their fields, options and rules (a step's own and earlier answers).
  for (const { stepIndex, ui } of uiFiles) {
    const step = flow.steps[stepIndex] as StepDefinition;
    const readable = new Set(flow.steps.slice(0, stepIndex + 1).map((s) => s.id));
    const schema = schemas[step.schema as string];
    if (schema) problems.push(...uiFieldProblems(ui, schema));
    for (const item of ui.marked.filter((marked) => marked.kind === 'logic'))
      problems.push(
        ...logicProblems(ui.file, item.pointer, item.value, { ...base, readableSteps: readable }),
      );
    for (const item of ui.marked.filter((marked) => marked.kind === 'query'))
      if (!isSectionThreeQueryName(String(item.value)))
        problems.push({
          file: ui.file,
          path: item.pointer,
          message: `${String(item.value)} is not a named query of spec section 3`,
        });
  }

  problems.push(...structureProblems(flow, file, stepFields));

  // Every answer goes somewhere (once the steps' schemas and rules are sound).
  if (problems.length === 0) {
    const uiSchemas: Record<string, UiSchema> = {};
    for (const { stepIndex, ui } of uiFiles)
      uiSchemas[flow.steps[stepIndex]?.uiSchema as string] = ui.value as UiSchema;
    const uiFile = (stepIndex: number) =>
      uiFiles.find((item) => item.stepIndex === stepIndex)?.ui.file;
    problems.push(
      ...destinationProblems(flow, file, fieldDestinations(flow, { schemas, uiSchemas }), uiFile),
    );
  }
  return problems;
}

/** The root-relative paths of every `flows/*.flow.json` of the tree, in name order. */
export function treeFlowFiles(tree: SourceTree): string[] {
  return tree
    .list('flows')
    .filter((name) => name.endsWith('.flow.json'))
    .map((name) => `flows/${name}`);
}

/**
 * Every problem of the given flow files (root-relative paths; default: every flow of the tree).
 * Each problem names its file root-relative, as `flows:check` prints it.
 */
export function checkFlowTree(tree: SourceTree, files = treeFlowFiles(tree)): FlowProblem[] {
  const env = environment(tree);
  return files.flatMap((file) => checkFlowFile(env, file));
}
