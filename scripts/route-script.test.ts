import { gzipSync } from 'node:zlib';
import { entryKeys, gzipBytes, routeScript, scriptFiles } from './route-script.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_styles.css', '_cycle.js'] },
  '_styles.css': { file: 'assets/styles.css' },
  '_cycle.js': { file: 'assets/cycle.js', imports: ['_shared.js'] },
  'src/wizard.tsx': { file: 'assets/wizard.js', imports: ['_shared.js', '_wizard-only.js'] },
  '_wizard-only.js': { file: 'assets/wizard-only.js' },
};

describe('scriptFiles', () => {
  it('takes each key with its static imports, JavaScript only, each file once', () => {
    expect(scriptFiles(manifest, ['index.html', 'src/wizard.tsx'])).toEqual([
      'assets/index.js',
      'assets/shared.js',
      'assets/cycle.js',
      'assets/wizard.js',
      'assets/wizard-only.js',
    ]);
  });

  it('leaves out a key the manifest lacks', () => {
    expect(scriptFiles(manifest, ['src/gone.tsx'])).toEqual([]);
  });
});

describe('routeScript', () => {
  it('adds up the gzip size of every file of the route', () => {
    const read = (file: string) => new TextEncoder().encode(`console.log(${JSON.stringify(file)})`);
    const files = scriptFiles(manifest, ['src/wizard.tsx']);
    expect(routeScript(manifest, ['src/wizard.tsx'], read)).toEqual({
      files,
      bytes: files.reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0),
    });
  });

  it('sizes at gzip level 9', () => {
    const bytes = new TextEncoder().encode('a'.repeat(1000));
    expect(gzipBytes(bytes)).toBe(gzipSync(bytes, { level: 9 }).length);
  });
});

describe('entryKeys', () => {
  it('names the entries a visit loaded by their source keys, not the shared chunks', () => {
    const built = {
      'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_shared-b2.js'] },
      '_shared-b2.js': { file: 'assets/shared-b2.js' },
      'src/wizard.tsx': { file: 'assets/wizard-c3.js', isDynamicEntry: true },
      'src/studio.tsx': { file: 'assets/studio-d4.js', isDynamicEntry: true },
    };
    expect(
      entryKeys(built, ['assets/index-a1.js', 'assets/shared-b2.js', 'assets/wizard-c3.js']),
    ).toEqual(['index.html', 'src/wizard.tsx']);
  });

  it('sizes a visit of one build in another build of the same source', () => {
    const visited = {
      'index.html': { file: 'assets/index-test.js', isEntry: true },
      'src/wizard.tsx': { file: 'assets/wizard-test.js', isDynamicEntry: true },
    };
    const production = {
      'index.html': { file: 'assets/index-prod.js', isEntry: true },
      'src/wizard.tsx': { file: 'assets/wizard-prod.js', isDynamicEntry: true, imports: ['_a.js'] },
      '_a.js': { file: 'assets/a-prod.js' },
    };
    const keys = entryKeys(visited, ['assets/index-test.js', 'assets/wizard-test.js']);
    expect(scriptFiles(production, keys)).toEqual([
      'assets/index-prod.js',
      'assets/wizard-prod.js',
      'assets/a-prod.js',
    ]);
  });
});
