// The production build (`npm run build`, dist/) holds no test-only code: no stub login, no call to
// the stub back end's /__stub paths, no developer page or flow preview, no component listings, and
// no configuration of any environment. It reads the built files as shipped and looks for strings
// only that code contains (scripts/test-only-code.ts: route paths, stub paths, message ids) and
// for chunks named after its modules. `npm test` runs it after the build; without dist/ it skips.
// It also holds the wizard's first load to static styles: no MUI and no Emotion in its script.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  OTHER_PAGES,
  ROUTE_PRELOADS_JSON,
  ROUTE_PRELOADS_NGINX,
  wizardRoutes,
} from '../scripts/route-preloads';
import { scriptFiles, type ManifestChunk } from '../scripts/route-script.mjs';
import { TEST_ONLY_MARKERS } from '../scripts/test-only-code';

const dist = resolve(process.cwd(), 'dist');
const built = existsSync(join(dist, 'index.html'));

/** Modules of the test-only code, as the bundler names their chunks. */
const TEST_ONLY_CHUNK_NAMES =
  /(devbox|flow-preview|stub-login|stub-sign-in|use-stub-personas|preview-data|component-listing|buttons-and-spinners|listing-nav)/;

/**
 * Strings only MUI and Emotion ship, each in every build that uses them: Emotion's cache marks its
 * style tags `data-emotion`, and MUI's theme and colour helpers throw its minified errors.
 */
const MUI_MARKERS = ['data-emotion', 'Minified MUI error'];

/** The modules of a route in size-budgets.json (the route's page and what it loads beside it). */
function budgetModules(name: string): string[] {
  const { budgets } = JSON.parse(readFileSync('size-budgets.json', 'utf8')) as {
    budgets: { name: string; modules: string[] }[];
  };
  const budget = budgets.find((entry) => entry.name === name);
  if (!budget) throw new Error(`No budget named ${name} in size-budgets.json`);
  return budget.modules;
}

/** The build's Vite manifest: which chunk holds each module, and what it imports. */
const readManifest = () =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;

/** Every file below `dir`, as paths relative to dist/. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [relative(dist, path)];
  });
}

/** The text files a browser gets (scripts, styles, HTML, JSON), uncompressed. */
const textFiles = () => files(dist).filter((file) => /\.(js|css|html|json)$/.test(file));

if (!built) {
  console.warn(
    'tests/production-bundle.test.ts skipped: dist/ has no build. Run `npm run build` first ' +
      '(npm test does, then runs `npm run test:dist`).',
  );
}

describe.skipIf(!built)('the production build in dist/', () => {
  it.each(TEST_ONLY_MARKERS)('holds no test-only code: no "%s" in any file', (marker) => {
    const found = textFiles().filter((file) =>
      readFileSync(join(dist, file), 'utf8').includes(marker),
    );
    expect(found, `files containing ${marker}`).toEqual([]);
  });

  it('has no chunk of a test-only module', () => {
    expect(files(dist).filter((file) => TEST_ONLY_CHUNK_NAMES.test(file))).toEqual([]);
  });

  it('carries no configuration: no config.json, no issuer, no invented contact details', () => {
    expect(existsSync(join(dist, 'config.json'))).toBe(false);
    for (const file of textFiles()) {
      const text = readFileSync(join(dist, file), 'utf8');
      expect(text, file).not.toContain('localhost:4010');
      expect(text, file).not.toContain('020 000 00 00');
      expect(text, file).not.toContain('pensioen.example');
    }
  });

  it('asks for /config.json beside the first script', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).toMatch(/<link rel="preload" href="\/config\.json" as="fetch" crossorigin/);
  });

  // A wizard and the sign-in return on the way to it are styled by static stylesheets: their
  // first load holds neither MUI nor Emotion (the pages that use them load them with their chunks).
  it.each([
    ['the wizard route', budgetModules('wizard route')],
    ['the value transfer route', budgetModules('value transfer route')],
    ['the sign-in return', ['src/auth/signin-callback.tsx']],
  ])('loads no MUI and no Emotion on %s', (_route, modules) => {
    const manifest = readManifest();
    for (const module of modules) expect(manifest[module], module).toBeDefined();
    const files = scriptFiles(manifest, ['index.html', ...modules]);
    const found = files.flatMap((file) => {
      const text = readFileSync(join(dist, file), 'utf8');
      return MUI_MARKERS.filter((marker) => text.includes(marker)).map((m) => `${file}: ${m}`);
    });
    expect(found).toEqual([]);
  });

  it('finds MUI and Emotion where pages use them (the markers still mark them)', () => {
    const manifest = readManifest();
    const text = scriptFiles(manifest, ['index.html', ...budgetModules('home route')])
      .map((file) => readFileSync(join(dist, file), 'utf8'))
      .join('\n');
    for (const marker of MUI_MARKERS) expect(text, marker).toContain(marker);
  });

  it('names every wizard route’s code for the web server, every file of it built', () => {
    const preloads = JSON.parse(readFileSync(join(dist, ROUTE_PRELOADS_JSON), 'utf8')) as Record<
      string,
      string[]
    >;
    const routes = wizardRoutes(resolve(process.cwd(), 'flows')).map((route) => route.path);
    expect(Object.keys(preloads).sort()).toEqual([...routes, OTHER_PAGES].sort());
    const map = readFileSync(join(dist, ROUTE_PRELOADS_NGINX), 'utf8');
    for (const [route, files] of Object.entries(preloads)) {
      expect(files.length, route).toBeGreaterThan(2);
      for (const file of files) expect(existsSync(join(dist, file)), file).toBe(true);
      if (route !== OTHER_PAGES) expect(map, route).toContain(`"~^${route}/?(\\?|$)"`);
    }
    // Every other page preloads MUI's styling core with the scope; a wizard's route never does.
    const text = (files: readonly string[] = []) =>
      files.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
    const others = text(preloads[OTHER_PAGES]);
    for (const marker of MUI_MARKERS) expect(others, marker).toContain(marker);
    for (const route of routes) {
      const wizard = text(preloads[route]);
      for (const marker of MUI_MARKERS) expect(wizard, `${route}: ${marker}`).not.toContain(marker);
    }
  });
});
