// Build-time precompilation of the locale files (react-intl's "Precompiling messages"): every ICU
// message is parsed to its AST here, in Node, so the browser bundle needs no ICU parser and
// vite.config.ts resolves @formatjs/icu-messageformat-parser to its no-parser entry.
//
// The JSON files in locales/ stay the source that content editors edit (and that the tests and
// locale checks read). The app imports `virtual:compiled-messages/<locale>`; this plugin answers
// with the AST of locales/<locale>.json, compiled on every build, dev-server load and test run,
// so there is no generated folder to keep in step. A message that does not parse fails the build.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Import prefix of a compiled locale: `virtual:compiled-messages/nl-NL`. */
export const COMPILED_MESSAGES_PREFIX = 'virtual:compiled-messages/';

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

/**
 * Vite plugin serving `virtual:compiled-messages/<locale>` (the core ids) and
 * `virtual:compiled-messages/<locale>/pages` and `…/flows` from `<root>/locales/<locale>.json`.
 */
export function compiledMessages({ leaveOut }: CompiledMessagesOptions = {}): Plugin {
  let root = process.cwd();
  const resolvedPrefix = `\0${COMPILED_MESSAGES_PREFIX}`;
  return {
    name: 'portal-compiled-messages',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(COMPILED_MESSAGES_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const [locale = '', bundle = 'core'] = id.slice(resolvedPrefix.length).split('/');
      if (!/^[a-z]{2}-[A-Z]{2}$/.test(locale)) this.error(`Unknown locale in ${id.slice(1)}`);
      if (!isMessageBundle(bundle)) this.error(`Unknown bundle in ${id.slice(1)}`);
      const file = join(root, 'locales', `${locale}.json`);
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const source = leaveOut
        ? Object.fromEntries(Object.entries(all).filter(([id]) => !leaveOut(id)))
        : all;
      const compiled = compileMessages(bundleMessages(source, bundle), file);
      return `export default ${JSON.stringify(compiled)};\n`;
    },
  };
}
