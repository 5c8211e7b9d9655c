// The code of the compiled flows: an ajv standalone validator for every step schema the flows
// name, one module per flow bundling its definition, schemas, ui schemas and validators, and an
// index that loads a flow's module on demand. The portal then validates without `new Function`,
// so it runs under `script-src 'self'`.
//
// The Vite plugin (compile-flows.ts) serves this code as `virtual:compiled-flows`, read from the
// flow and schema files on every build, dev-server load and test run. Tools run outside Vite
// compile with ajv at run time instead (`loadFlowResources` in flows-files.ts).
// `npm run flows:code` lists the module ids; `npm run flows:code -- <id>` prints one.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { _ } from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import flowMetaSchema from '../schemas/meta/flow.schema.json';
import { loadFlow } from '../src/engine/core/flow/load-flow';
import { createMetaAjv } from '../src/engine/core/flow/meta-ajv';
import type { FlowDefinition } from '../src/engine/core/types/flow';
import type { CompiledValidator } from '../src/engine/core/types/schema';
import { createAjv } from '../src/engine/core/validation/create-ajv';
import {
  COMPILED_FLOW_PREFIX,
  COMPILED_FLOWS_ID,
  STEP_VALIDATOR_PREFIX,
  validatorModuleId,
} from './compiled-flow-ids';
import { flowFiles, readJson, repoRoot, shortPath, stepFiles } from './flows-files';

/** The portal's formats, which standalone validators import (a code file, not content). */
const FORMATS_MODULE = fileURLToPath(new URL('../src/validation/ajv-formats.ts', import.meta.url));

/**
 * The standalone module of one schema. ajv's ESM output still `require`s its runtime helpers;
 * they become imports, read through their CommonJS default in both Vite and Node.
 */
export function validatorSource(schema: unknown): string {
  const ajv = createAjv({ code: { source: true, esm: true, formats: _`portalFormats` } });
  const validate = ajv.compile(schema as Record<string, unknown>);
  const runtimes: string[] = [];
  const body = standaloneCode(ajv, validate)
    .replace(/^"use strict";/, '')
    .replace(/require\("([^"]+)"\)\.default/g, (_match, module: string) => {
      runtimes.push(module);
      return `interopDefault(runtime${runtimes.length - 1})`;
    });
  const imports = [
    ...(body.includes('portalFormats')
      ? [`import { portalFormats } from ${JSON.stringify(FORMATS_MODULE)};`]
      : []),
    ...runtimes.map((module, index) => `import * as runtime${index} from '${module}';`),
  ];
  const helper =
    runtimes.length > 0
      ? 'const interopDefault = (module) => module.default?.default ?? module.default;'
      : '';
  return [...imports, helper, body].join('\n');
}

/**
 * The version of a flow: a hash of the flow file and its step files as they are on disk, so a
 * draft started on another version is checked again when resumed (`resumeDraft`).
 */
export function flowVersion(flow: FlowDefinition, root = repoRoot): string {
  const { schemas, uiSchemas } = stepFiles(flow);
  const hash = createHash('sha256');
  for (const path of [
    `flows/${flow.id}.flow.json`,
    ...[...schemas, ...uiSchemas].sort().map((file) => `schemas/${file}`),
  ]) {
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(root, path)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The module of one flow: its definition, schemas, ui schemas, validators and version. */
export function flowSource(flow: FlowDefinition, root = repoRoot): string {
  const { schemas, uiSchemas } = stepFiles(flow);
  const file = (path: string) => JSON.stringify(join(root, path));
  const key = (path: string) => JSON.stringify(path);
  return [
    `import flow from ${file(`flows/${flow.id}.flow.json`)};`,
    ...schemas.map((path, i) => `import schema${i} from ${file(`schemas/${path}`)};`),
    ...uiSchemas.map((path, i) => `import ui${i} from ${file(`schemas/${path}`)};`),
    ...schemas.map(
      (path, i) => `import { validate as validate${i} } from ${key(validatorModuleId(path))};`,
    ),
    '',
    'export const resources = {',
    '  flow,',
    `  schemas: { ${schemas.map((path, i) => `${key(path)}: schema${i}`).join(', ')} },`,
    `  uiSchemas: { ${uiSchemas.map((path, i) => `${key(path)}: ui${i}`).join(', ')} },`,
    `  validators: { ${schemas.map((path, i) => `${key(path)}: validate${i}`).join(', ')} },`,
    `  version: ${JSON.stringify(flowVersion(flow, root))},`,
    '};',
  ].join('\n');
}

/** The index: a loader per flow, so each wizard's chunk loads with its page. */
export function indexSource(flows: readonly FlowDefinition[]): string {
  const sorted = [...flows].sort((a, b) => a.id.localeCompare(b.id));
  const id = (flow: FlowDefinition) => JSON.stringify(flow.id);
  return [
    'export const flowLoaders = {',
    ...sorted.map(
      (flow) =>
        `  ${id(flow)}: () => import(${JSON.stringify(COMPILED_FLOW_PREFIX + flow.id)}).then((module) => module.resources),`,
    ),
    '};',
    'export const flowIds = Object.keys(flowLoaders);',
    'export const flowRoutes = {',
    ...sorted.map(
      (flow) =>
        `  ${id(flow)}: ${JSON.stringify({ route: flow.route, successRoute: flow.successRoute, requiredFlags: flow.requiredFlags ?? [] })},`,
    ),
    '};',
    'export function flowResources(flowId) {',
    '  const load = flowLoaders[flowId];',
    '  return load ? load() : Promise.reject(new Error(`Unknown flow ${flowId}`));',
    '}',
  ].join('\n');
}

let metaValidator: CompiledValidator | undefined;

/** The flow meta-schema's validator, compiled once: the flows are read again on every load. */
function flowMetaValidator(): CompiledValidator {
  metaValidator ??= createMetaAjv().compile(flowMetaSchema) as CompiledValidator;
  return metaValidator;
}

/** The valid flows; throws listing the problems of any invalid one. */
export function readFlows(root = repoRoot): FlowDefinition[] {
  const validate = flowMetaValidator();
  return flowFiles(root).map((path) => {
    const read = readJson(path);
    const result = read.ok ? loadFlow(read.value, validate) : undefined;
    if (result?.ok) return result.flow;
    const why = !read.ok
      ? read.error
      : result && !result.ok
        ? result.problems.map((p) => `${p.path} ${p.message}`).join('; ')
        : '';
    throw new Error(
      `${shortPath(path, root)} is not a valid flow (${why}); run npm run flows:check`,
    );
  });
}

/**
 * The code of a module id (`virtual:compiled-flows`, `…/<flow id>`, `virtual:step-validators/…`)
 * read from the flow and schema files under `root`, with the files it was read from; undefined
 * for an id that is not one of these.
 */
export function compiledFlowModule(
  id: string,
  root = repoRoot,
): { code: string; files: string[] } | undefined {
  if (id === COMPILED_FLOWS_ID) return { code: indexSource(readFlows(root)), files: [] };
  if (id.startsWith(COMPILED_FLOW_PREFIX)) {
    const flowId = id.slice(COMPILED_FLOW_PREFIX.length);
    const flow = readFlows(root).find((candidate) => candidate.id === flowId);
    if (!flow) throw new Error(`${id}: no flow ${flowId} in flows/`);
    return { code: flowSource(flow, root), files: [] };
  }
  if (id.startsWith(STEP_VALIDATOR_PREFIX)) {
    const file = join(root, 'schemas', `${id.slice(STEP_VALIDATOR_PREFIX.length)}.schema.json`);
    if (!existsSync(file)) throw new Error(`${id}: no such schema`);
    const read = readJson(file);
    if (!read.ok) throw new Error(`${shortPath(file, root)}: ${read.error}`);
    return { code: validatorSource(read.value), files: [file] };
  }
  return undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ids = process.argv.slice(2);
  if (ids.length === 0) {
    const flows = readFlows();
    const schemas = [...new Set(flows.flatMap((flow) => stepFiles(flow).schemas))].sort();
    console.log(
      [
        COMPILED_FLOWS_ID,
        ...flows.map((flow) => COMPILED_FLOW_PREFIX + flow.id),
        ...schemas.map(validatorModuleId),
      ].join('\n'),
    );
  }
  for (const id of ids) {
    const module = compiledFlowModule(id);
    if (!module) {
      console.error(`${id} is not a compiled flow module; run without arguments for the list`);
      process.exit(1);
    }
    console.log(`// ${id} (from ${relative(process.cwd(), repoRoot) || '.'})\n${module.code}`);
  }
}
