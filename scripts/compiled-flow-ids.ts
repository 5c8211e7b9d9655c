/**
 * The import ids of the compiled flows, shared by the Vite plugin (compile-flows.ts) and the code
 * it serves (flow-modules.ts). Its own file so the plugin, loaded with the Vite config, imports
 * nothing of the engine.
 */
/** The index: `flowIds`, `flowLoaders`, `flowRoutes`, `flowResources`. */
export const COMPILED_FLOWS_ID = 'virtual:compiled-flows';
/** Import prefix of one flow's resources: `virtual:compiled-flows/pension-age`. */
export const COMPILED_FLOW_PREFIX = `${COMPILED_FLOWS_ID}/`;
/**
 * Import prefix of one schema's validator: `virtual:step-validators/pension-age/kies` for
 * `schemas/pension-age/kies.schema.json` (an id ending in `.json` would be read as JSON).
 */
export const STEP_VALIDATOR_PREFIX = 'virtual:step-validators/';

/** The validator module id of a schema path under `schemas/`. */
export const validatorModuleId = (schemaPath: string) =>
  STEP_VALIDATOR_PREFIX + schemaPath.replace(/\.schema\.json$/, '');
