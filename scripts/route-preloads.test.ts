import { resolve } from 'node:path';
import {
  linkFor,
  linkHeader,
  nginxMap,
  OTHER_PAGES,
  routePath,
  routePreloads,
  wizardRoutes,
  type ChunkInfo,
} from './route-preloads';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  fileName,
  moduleIds,
  imports,
  isEntry,
});

const chunks: ChunkInfo[] = [
  chunk('assets/index-a.js', ['/p/src/main.tsx'], ['assets/runtime-b.js'], true),
  chunk('assets/runtime-b.js', ['\0rolldown/runtime.js']),
  chunk(
    'assets/wizard-page-c.js',
    ['/p/src/engine/react/wizard-page.tsx'],
    ['assets/wizard-view-d.js', 'assets/index-a.js'],
  ),
  chunk(
    'assets/wizard-view-d.js',
    ['/p/src/engine/react/wizard-view.tsx'],
    ['assets/runtime-b.js'],
  ),
  chunk('assets/pension-age-e.js', ['\0virtual:compiled-flows/pension-age']),
  chunk('assets/pension-age-f.js', ['\0virtual:compiled-messages/nl-NL/flows/pension-age']),
];

describe('routePreloads', () => {
  it('lists the entry and its imports first, then each module’s chunk with its imports, each once', () => {
    const preloads = routePreloads(chunks, [
      {
        path: '/wizard',
        modules: [
          'src/engine/react/wizard-page.tsx',
          'virtual:compiled-flows/pension-age',
          'virtual:compiled-messages/nl-NL/flows/pension-age',
        ],
      },
    ]);
    expect(preloads).toEqual({
      '/wizard': [
        '/assets/index-a.js',
        '/assets/runtime-b.js',
        '/assets/wizard-page-c.js',
        '/assets/wizard-view-d.js',
        '/assets/pension-age-e.js',
        '/assets/pension-age-f.js',
      ],
    });
  });

  it('puts the base before every file', () => {
    const preloads = routePreloads(chunks, [{ path: '/w', modules: [] }], '/portal/');
    expect(preloads['/w']).toEqual(['/portal/assets/index-a.js', '/portal/assets/runtime-b.js']);
  });

  it('refuses a module no chunk holds, rather than leave its preload out', () => {
    expect(() => routePreloads(chunks, [{ path: '/w', modules: ['src/gone.tsx'] }])).toThrow(
      'route /w: no chunk holds src/gone.tsx',
    );
  });
});

describe('the Link header', () => {
  const preloads = { '/a/b': ['/assets/x.js', '/assets/y.js'], '/c': [] };

  it('names each file as a module preload', () => {
    expect(linkHeader(['/assets/x.js', '/assets/y.js'])).toBe(
      '</assets/x.js>; rel=modulepreload, </assets/y.js>; rel=modulepreload',
    );
  });

  it.each(['/a/b', '/a/b/', '/a/b?stap=kies', '/a/b/?stap=kies'])('is sent for %s', (url) => {
    expect(linkFor(preloads, url)).toBe(linkHeader(preloads['/a/b']));
  });

  it.each(['/', '/a', '/a/b/c', '/c', '/a/bc'])('is not sent for %s', (url) => {
    expect(linkFor(preloads, url)).toBeUndefined();
  });

  it.each(['/', '/a', '/a/b/c', '/a/bc?x=1'])(
    'is every other page’s for %s, when the build names one',
    (url) => {
      const withOthers = { ...preloads, [OTHER_PAGES]: ['/assets/scope.js'] };
      expect(linkFor(withOthers, url)).toBe(linkHeader(['/assets/scope.js']));
      expect(linkFor(withOthers, '/a/b')).toBe(linkHeader(preloads['/a/b']));
    },
  );

  it('keeps the root as it is', () => {
    expect(routePath('/')).toBe('/');
    expect(routePath('/a//')).toBe('/a');
  });
});

describe('nginxMap', () => {
  it('maps each route, with or without a trailing slash or query, to its header; nothing else', () => {
    const map = nginxMap({ '/a/b-c': ['/assets/x.js'] });
    expect(map).toContain('map $request_uri $portal_page_preload {');
    expect(map).toContain('    default "";');
    expect(map).toContain('    "~^/a/b-c/?(\\?|$)" "</assets/x.js>; rel=modulepreload";');
    const pattern = new RegExp(/"~(.*)" "/.exec(map)![1]!);
    for (const uri of ['/a/b-c', '/a/b-c/', '/a/b-c?stap=1']) expect(pattern.test(uri)).toBe(true);
    for (const uri of ['/a/b-cd', '/a/b-c/d', '/x/a/b-c']) expect(pattern.test(uri)).toBe(false);
  });

  it('gives every other page its header, and only pages (index.html answers) a header', () => {
    const map = nginxMap({ '/a': ['/assets/x.js'], [OTHER_PAGES]: ['/assets/scope.js'] });
    expect(map).toContain('    default "</assets/scope.js>; rel=modulepreload";');
    expect(map).not.toContain('"~^*');
    expect(map).toContain(
      'map $uri $portal_route_preload {\n    /index.html $portal_page_preload;\n    default "";\n}',
    );
  });

  it('escapes what a regular expression or nginx string would read otherwise', () => {
    expect(nginxMap({ '/a.b': [] })).toContain('"~^/a\\.b/?(\\?|$)"');
  });
});

describe('wizardRoutes', () => {
  it('gives every flow file’s route the wizard page, its flow and its Dutch texts', () => {
    const routes = wizardRoutes(resolve(import.meta.dirname, '../flows'));
    expect(routes.length).toBeGreaterThan(5);
    expect(routes).toContainEqual({
      path: '/zelf-regelen/pensioenleeftijd/wijzigen',
      modules: [
        'src/engine/react/wizard-page.tsx',
        'virtual:compiled-flows/pension-age',
        'virtual:compiled-messages/nl-NL/flows/pension-age',
      ],
    });
  });
});
