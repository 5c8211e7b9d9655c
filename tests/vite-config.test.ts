// @vitest-environment node
// The ICU parser: left out of every build (messages reach react-intl precompiled), and on the dev
// server bundled when it starts, for the flow studio's texts review, so the studio's first use
// does not make the server bundle it then and reload every open page.
import type { ConfigEnv, UserConfig } from 'vite';
import viteConfig from '../vite.config';

const PARSER = '@formatjs/icu-messageformat-parser';

const configFor = (command: ConfigEnv['command'], mode: string) =>
  (viteConfig as (env: ConfigEnv) => UserConfig)({ command, mode });

const aliased = (config: UserConfig) =>
  (config.resolve?.alias as { find: RegExp; replacement: string }[]).filter((alias) =>
    alias.find.test(PARSER),
  );

it.each([
  ['build', 'production'],
  ['build', 'test'],
  ['serve', 'test'],
] as const)('%s in mode %s: the parser is left out', (command, mode) => {
  const config = configFor(command, mode);
  expect(aliased(config).map((alias) => alias.replacement)).toEqual([`${PARSER}/no-parser.js`]);
  expect(config.optimizeDeps?.include ?? []).not.toContain(PARSER);
});

it('the dev server bundles the real parser when it starts', () => {
  const config = configFor('serve', 'development');
  expect(aliased(config)).toEqual([]);
  expect(config.optimizeDeps?.include).toContain(PARSER);
});
