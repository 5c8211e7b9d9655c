// Vite plugin compiling the flows at build time (as compile-messages.ts does the locales): the app
// imports `virtual:compiled-flows`, and this plugin answers with the code flow-modules.ts makes
// from `flows/` and `schemas/` on every build, dev-server load and test run. The dev server reloads
// the page when one of those files changes, so there is no generated folder to keep in step.
//
// The code maker is loaded through Vite's module runner when first needed, not imported: the Vite
// config, which imports this plugin, then stays free of the engine's TypeScript modules.
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import {
  COMPILED_FLOW_PREFIX,
  COMPILED_FLOWS_ID,
  STEP_VALIDATOR_PREFIX,
} from './compiled-flow-ids.ts';

type FlowModules = typeof import('./flow-modules.ts');

/** The code maker, through Vite's module runner. */
const loadFlowModules = () =>
  runnerImport<FlowModules>(fileURLToPath(new URL('./flow-modules.ts', import.meta.url))).then(
    ({ module }) => module,
  );

/** What the plugin reads. */
export interface CompiledFlowsOptions {
  /** The folder holding `flows/` and `schemas/` (default: Vite's root). */
  root?: string;
}

/**
 * Vite plugin serving `virtual:compiled-flows` (and each flow's and schema's module) from
 * `<root>/flows` and `<root>/schemas`. The dev server reloads the page when a file there changes.
 */
export function compiledFlows(options: CompiledFlowsOptions = {}): Plugin {
  let root = options.root ?? process.cwd();
  let flowModules: Promise<FlowModules> | undefined;
  const prefixes = [COMPILED_FLOWS_ID, STEP_VALIDATOR_PREFIX].map((prefix) => `\0${prefix}`);
  const isOurs = (id: string) => prefixes.some((prefix) => id.startsWith(prefix));
  const isContent = (file: string) =>
    ['flows', 'schemas'].some((dir) => file.startsWith(join(root, dir) + sep));
  return {
    name: 'portal-compiled-flows',
    configResolved(config) {
      root = options.root ?? config.root;
    },
    // Loaded as the server or build starts, so the first wizard a test or page opens does not
    // wait for the module runner as well.
    buildStart() {
      flowModules ??= loadFlowModules();
    },
    resolveId(id) {
      return id === COMPILED_FLOWS_ID ||
        id.startsWith(COMPILED_FLOW_PREFIX) ||
        id.startsWith(STEP_VALIDATOR_PREFIX)
        ? `\0${id}`
        : undefined;
    },
    async load(id) {
      if (!isOurs(id)) return undefined;
      flowModules ??= loadFlowModules();
      try {
        const module = (await flowModules).compiledFlowModule(id.slice(1), root);
        if (!module) return undefined;
        for (const file of module.files) this.addWatchFile(file);
        return module.code;
      } catch (error) {
        this.error((error as Error).message);
      }
    },
    // Any flow or schema file may change what every compiled module holds (a new step, a renamed
    // schema), so they are all read again and the page reloads with them.
    hotUpdate({ file }) {
      if (!isContent(file)) return undefined;
      const graph = this.environment.moduleGraph;
      const stale = [...graph.idToModuleMap.entries()].filter(([id]) => isOurs(id));
      if (stale.length === 0) return undefined;
      for (const [, module] of stale) graph.invalidateModule(module);
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
  };
}
