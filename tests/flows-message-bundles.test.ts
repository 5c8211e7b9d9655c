// @vitest-environment node
// A wizard's page loads the core texts and its own flow's bundle alone
// (`virtual:compiled-messages/<locale>/flows/<flowId>`, through the loaders the page uses), so an id
// missing from that bundle shows as the raw id. For every flow, in both locales, this checks what
// the wizard can show against what it loads, found without the chooser that fills the bundle
// (scripts/flow-message-ids.ts): the ids the meta-schemas mark in the flow's files (steps, ui
// schemas, rules, summary, destinations, content blocks) and every id the wizard and success
// pages' code formats (buttons, error summary, the back end's refusals, the success page). The
// ids the engine computes while a flow runs (a label that JSON logic's `cat` builds) are checked
// by the fixture replays (tests/flows-fixtures.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import enCore from 'virtual:compiled-messages/en-GB';
import nlCore from 'virtual:compiled-messages/nl-NL';
import { flowIds } from 'virtual:compiled-flows';
import { flowMessageLoaders } from 'virtual:flow-messages';
import en from '../locales/en-GB.json';
import nl from '../locales/nl-NL.json';
import { flowFileOf } from '../scripts/flow-message-ids';
import { environment } from '../scripts/flows-check-env';
import { diskTree, repoRoot } from '../scripts/flows-files';
import { flowMessageUses } from '../scripts/flows-message-uses';

const locales = [
  { locale: 'nl-NL', core: nlCore, ids: Object.keys(nl) },
  { locale: 'en-GB', core: enCore, ids: Object.keys(en) },
] as const;

/** The pages that show a flow: the wizard and its success page. */
const PAGE_FILES = ['src/engine/react/wizard-page.tsx', 'src/engine/react/success-page.tsx'];

/** The file a relative import names, as Vite resolves it. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((file) => /\.tsx?$/.test(file) && existsSync(join(repoRoot, file)));
}

/** Every source file the pages load, by their relative imports (static and dynamic). */
function pageSources(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(repoRoot, file), 'utf8');
    for (const [, specifier] of code.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const resolved = resolveImport(file, specifier!);
      if (resolved) visit(resolved);
    }
  };
  PAGE_FILES.forEach(visit);
  return [...seen];
}

/**
 * The ids of `known` the code formats: quoted ids, and the ids a template literal's fixed start
 * (`validation.date.${rule}`) can complete.
 */
function idsInCode(code: string, known: readonly string[]): string[] {
  const quoted = [...code.matchAll(/['"`]([a-z][A-Za-z]*(?:\.[\w-]+)+)['"`]/g)].map(
    ([, id]) => id!,
  );
  const prefixes = [...code.matchAll(/`([a-z][A-Za-z]*(?:\.[\w-]+)*\.)\$\{/g)].map(([, p]) => p!);
  return known.filter((id) => quoted.includes(id) || prefixes.some((p) => id.startsWith(p)));
}

const sources = pageSources();
const tree = diskTree(repoRoot);
const env = environment(tree);

describe.each(locales)('the texts a wizard loads, $locale', ({ locale, core, ids }) => {
  const codeIds = [
    ...new Set(
      sources.flatMap((file) => idsInCode(readFileSync(join(repoRoot, file), 'utf8'), ids)),
    ),
  ];

  it("finds the ids the wizard pages' code formats (a check of the check)", () => {
    expect(sources).toContain('src/engine/react/wizard-view.tsx');
    expect(codeIds).toEqual(
      expect.arrayContaining(['wizard.next', 'wizard.errorSummary.title', 'validation.required']),
    );
    expect(codeIds.some((id) => id.startsWith('validation.date.'))).toBe(true);
  });

  it.each(flowIds)('%s: every id its files and its pages show', async (flowId) => {
    const bundle = (await flowMessageLoaders[flowId]![locale]!()).default;
    const loaded = new Set([...Object.keys(core), ...Object.keys(bundle)]);
    const used = flowMessageUses(tree, flowFileOf(flowId), env).map(({ id }) => id);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((id) => !loaded.has(id))).toEqual([]);
    expect(codeIds.filter((id) => !loaded.has(id))).toEqual([]);
  });
});
