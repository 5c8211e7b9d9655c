// The production build (`npm run build`, dist/) holds no test-only code: no stub login, no call to
// the stub back end's /__stub paths, no developer page or flow preview, no component listings, and
// no configuration of any environment. It reads the built files as shipped and looks for strings
// only that code contains (scripts/test-only-code.ts: route paths, stub paths, message ids) and
// for chunks named after its modules. `npm test` runs it after the build; without dist/ it skips.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ROUTE_PRELOADS_JSON, ROUTE_PRELOADS_NGINX, wizardRoutes } from '../scripts/route-preloads';
import { TEST_ONLY_MARKERS } from '../scripts/test-only-code';

const dist = resolve(process.cwd(), 'dist');
const built = existsSync(join(dist, 'index.html'));

/** Modules of the test-only code, as the bundler names their chunks. */
const TEST_ONLY_CHUNK_NAMES =
  /(devbox|flow-preview|stub-login|stub-sign-in|use-stub-personas|preview-data|component-listing|buttons-and-spinners|listing-nav)/;

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

  it('names every wizard route’s code for the web server, every file of it built', () => {
    const preloads = JSON.parse(readFileSync(join(dist, ROUTE_PRELOADS_JSON), 'utf8')) as Record<
      string,
      string[]
    >;
    const routes = wizardRoutes(resolve(process.cwd(), 'flows')).map((route) => route.path);
    expect(Object.keys(preloads).sort()).toEqual([...routes].sort());
    const map = readFileSync(join(dist, ROUTE_PRELOADS_NGINX), 'utf8');
    for (const [route, files] of Object.entries(preloads)) {
      expect(files.length, route).toBeGreaterThan(2);
      for (const file of files) expect(existsSync(join(dist, file)), file).toBe(true);
      expect(map, route).toContain(`"~^${route}/?(\\?|$)"`);
    }
  });
});
