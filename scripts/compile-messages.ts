// Build-time precompilation of the locale files (react-intl's "Precompiling messages"): every ICU
// message is parsed to its AST here, in Node, so the browser bundle needs no ICU parser and
// vite.config.ts resolves @formatjs/icu-messageformat-parser to its no-parser entry.
//
// The JSON files in locales/ stay the source that content editors edit (and that the tests and
// locale checks read). The app imports `virtual:compiled-messages/<locale>`; this plugin answers
// with the AST of locales/<locale>.json, compiled on every build, dev-server load and test run,
// so there is no generated folder to keep in step. A message that does not parse fails the build.
//
// A wizard page loads the texts of its own flow alone (`…/<locale>/flows/<flowId>`, chosen by
// scripts/flow-message-ids.ts from the flow's files), through the loaders of
// `virtual:flow-messages`. That chooser reads the flows with the flow checker's meta-schemas, so it
// is loaded through Vite's module runner when first needed (as compile-flows.ts loads its code
// maker): the Vite config, which imports this plugin, stays free of the engine's modules.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

/** Import prefix of a compiled locale: `virtual:compiled-messages/nl-NL`. */
export const COMPILED_MESSAGES_PREFIX = 'virtual:compiled-messages/';

/** The module of the per-flow text loaders: `flowMessageLoaders[flowId][locale]()`. */
export const FLOW_MESSAGES_ID = 'virtual:flow-messages';

/** The module id of one flow's texts in one locale. */
export const flowMessagesModule = (locale: string, flowId: string) =>
  `${COMPILED_MESSAGES_PREFIX}${locale}/flows/${flowId}`;

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** Parses every message of a locale file (as `formatjs compile --ast` does). */
export function compileMessages(source: unknown, file = 'messages'): CompiledMessages {
  if (typeof source !== 'object' || source === null || Array.isArray(source)) {
    throw new Error(`${file}: expected an object of message id → ICU message`);
  }
  const compiled: CompiledMessages = {};
  for (const [id, message] of Object.entries(source)) {
    if (typeof message !== 'string') throw new Error(`${file}: message ${id} is not a string`);
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${file}: message ${id} is not valid ICU syntax`, { cause: error });
    }
  }
  return compiled;
}

/**
 * Message ids the first load needs (shell, home, session pages, modals). Every other id ships in
 * the `/flows` bundle (a wizard's texts, `flow.*`) or the `/pages` bundle (the rest), which the
 * pages that use them load with their own chunk (src/i18n/load-messages).
 */
export const CORE_MESSAGE_PREFIXES = [
  'app.',
  'auth.',
  'chrome.',
  'errors.',
  'home.',
  'idle.',
  'lang.',
  'modal.',
  'page.accessDenied.',
  'page.arrange.',
  'page.common.',
  'page.home.',
  'page.maintenance.',
  'page.notFound.',
  'route.',
  'session.',
  'signin.',
  'ui.',
];

/** The message bundles: see CORE_MESSAGE_PREFIXES. */
export const MESSAGE_BUNDLES = ['core', 'pages', 'flows'] as const;
export type MessageBundle = (typeof MESSAGE_BUNDLES)[number];

const isMessageBundle = (name: string): name is MessageBundle =>
  (MESSAGE_BUNDLES as readonly string[]).includes(name);

/** The bundle a message id ships in. */
export function bundleOf(id: string): MessageBundle {
  if (CORE_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix))) return 'core';
  return id.startsWith('flow.') ? 'flows' : 'pages';
}

/** The ids of one bundle. */
export function bundleMessages(
  messages: Record<string, string>,
  bundle: MessageBundle,
): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => bundleOf(id) === bundle));
}

/** What the plugin leaves out. */
export interface CompiledMessagesOptions {
  /** Ids not to ship (the production build leaves out the test-only pages' texts). */
  leaveOut?: (id: string) => boolean;
}

type FlowMessageIds = typeof import('./flow-message-ids.ts');
type FlowsFiles = typeof import('./flows-files.ts');
type FlowsCheckEnv = typeof import('./flows-check-env.ts');
type FlowsMessageUses = typeof import('./flows-message-uses.ts');

/** The flows' text chooser and what it reads with, through Vite's module runner. */
async function loadChooser() {
  const load = <T>(file: string) =>
    runnerImport<T>(fileURLToPath(new URL(file, import.meta.url))).then(({ module }) => module);
  const [ids, files, env, uses] = await Promise.all([
    load<FlowMessageIds>('./flow-message-ids.ts'),
    load<FlowsFiles>('./flows-files.ts'),
    load<FlowsCheckEnv>('./flows-check-env.ts'),
    load<FlowsMessageUses>('./flows-message-uses.ts'),
  ]);
  return {
    flowFileOf: ids.flowFileOf,
    flowMessageIds: ids.flowMessageIds,
    diskTree: files.diskTree,
    environment: env.environment,
    flowMarkedFiles: uses.flowMarkedFiles,
  };
}

const LOCALE = /^[a-z]{2}-[A-Z]{2}$/;
const FLOW_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The locales of `<root>/locales`, and the flow ids of `<root>/flows`, in name order. */
function namesIn(root: string) {
  const list = (dir: string, suffix: string) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((name) => name.endsWith(suffix))
          .map((name) => name.slice(0, -suffix.length))
          .sort()
      : [];
  return {
    locales: list('locales', '.json').filter((name) => LOCALE.test(name)),
    flowIds: list('flows', '.flow.json'),
  };
}

/** The code of `virtual:flow-messages`: a loader per flow and locale, each its own chunk. */
export function flowMessagesSource(flowIds: readonly string[], locales: readonly string[]): string {
  const loaders = flowIds.map((flowId) => {
    const perLocale = locales.map(
      (locale) =>
        `${JSON.stringify(locale)}: () => import(${JSON.stringify(flowMessagesModule(locale, flowId))})`,
    );
    return `  ${JSON.stringify(flowId)}: { ${perLocale.join(', ')} },`;
  });
  return `export const flowMessageLoaders = {\n${loaders.join('\n')}\n};\n`;
}

/**
 * Vite plugin serving `virtual:compiled-messages/<locale>` (the core ids),
 * `virtual:compiled-messages/<locale>/pages` and `…/flows`, and `…/flows/<flowId>` (one wizard's
 * texts) from `<root>/locales/<locale>.json`, and `virtual:flow-messages`, the loaders of the last.
 */
export function compiledMessages({ leaveOut }: CompiledMessagesOptions = {}): Plugin {
  let root = process.cwd();
  let chooser: ReturnType<typeof loadChooser> | undefined;
  let env: ReturnType<FlowsCheckEnv['environment']> | undefined;
  const resolvedPrefix = `\0${COMPILED_MESSAGES_PREFIX}`;
  return {
    name: 'portal-compiled-messages',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(COMPILED_MESSAGES_PREFIX) || id === FLOW_MESSAGES_ID
        ? `\0${id}`
        : undefined;
    },
    async load(id) {
      if (id === `\0${FLOW_MESSAGES_ID}`) {
        const { flowIds, locales } = namesIn(root);
        return flowMessagesSource(flowIds, locales);
      }
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const [locale = '', bundle = 'core', flowId, ...rest] = id
        .slice(resolvedPrefix.length)
        .split('/');
      if (!LOCALE.test(locale)) this.error(`Unknown locale in ${id.slice(1)}`);
      if (!isMessageBundle(bundle)) this.error(`Unknown bundle in ${id.slice(1)}`);
      if (rest.length > 0 || (flowId !== undefined && bundle !== 'flows'))
        this.error(`Unknown bundle in ${id.slice(1)}`);
      const file = join(root, 'locales', `${locale}.json`);
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const source = leaveOut
        ? Object.fromEntries(Object.entries(all).filter(([id]) => !leaveOut(id)))
        : all;
      if (flowId === undefined) {
        const compiled = compileMessages(bundleMessages(source, bundle), file);
        return `export default ${JSON.stringify(compiled)};\n`;
      }
      if (!FLOW_ID.test(flowId) || !namesIn(root).flowIds.includes(flowId))
        this.error(`Unknown flow in ${id.slice(1)}`);
      const tools = await (chooser ??= loadChooser());
      const tree = tools.diskTree(root);
      // Only the meta-schema validators of the environment are used: one serves every load.
      env ??= tools.environment(tree);
      for (const { file: read } of tools.flowMarkedFiles(tree, tools.flowFileOf(flowId), env))
        this.addWatchFile(join(root, read));
      // The core ids it uses (a modal's, say) are loaded already.
      const ids = tools
        .flowMessageIds(tree, flowId, Object.keys(source), env)
        .filter((id) => bundleOf(id) !== 'core');
      const compiled = compileMessages(
        Object.fromEntries(ids.map((id) => [id, source[id] as string])),
        file,
      );
      return `export default ${JSON.stringify(compiled)};\n`;
    },
    // A flow or schema file may change which texts a flow shows, or add a flow: its modules are
    // read again (compile-flows.ts reloads the page for the same change).
    hotUpdate({ file }) {
      if (!['flows', 'schemas'].some((dir) => file.startsWith(join(root, dir) + sep))) return;
      const graph = this.environment.moduleGraph;
      for (const [id, module] of graph.idToModuleMap)
        if (
          id === `\0${FLOW_MESSAGES_ID}` ||
          /^\0virtual:compiled-messages\/[^/]+\/flows\//.test(id)
        )
          graph.invalidateModule(module);
    },
  };
}
