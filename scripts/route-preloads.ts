// A wizard's route is answered with its code named in a `Link` header (rel=modulepreload), so a
// browser fetches the wizard's chunks beside the first-load script instead of after it has run:
// on a slow phone that script takes a second to arrive and run, and only then did the portal ask
// for the wizard (app/route-prefetch). The build writes, for every flow's route, the chunks its
// page loads: the entry's (first, as index.html asks for them), then the wizard page's, the
// flow's and its Dutch texts' (Dutch is always loaded; docs/adr/0015-route-preloads.md). Every
// other page is answered with the MUI scope named (the pages that use MUI load it beside their
// own chunk; the first-load script holds neither MUI nor Emotion). The preview server reads
// `server/route-preloads.json`; nginx includes `server/route-preloads.conf` (deploy/nginx.conf).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { COMPILED_FLOW_PREFIX } from './compiled-flow-ids.ts';
import { flowMessagesModule } from './compile-messages.ts';

/** Where the build writes the route preloads, relative to its folder. */
export const ROUTE_PRELOADS_JSON = 'server/route-preloads.json';
/** nginx's `map` of the same, included by deploy/nginx.conf. */
export const ROUTE_PRELOADS_NGINX = 'server/route-preloads.conf';
/** The nginx variable that map sets: the Link header's value for the answer (a page or not). */
export const ROUTE_PRELOAD_VARIABLE = '$portal_route_preload';
/** The variable nginx's first map sets: the Link header of the page a request asks for. */
const PAGE_PRELOAD_VARIABLE = '$portal_page_preload';
/** The key of the preloads of every page that is not a wizard's route. */
export const OTHER_PAGES = '*';
/**
 * What every page but a wizard loads beside its own chunk before it renders: the MUI scope
 * (routes/pages.tsx `lazyPage`), with MUI's styling core and Emotion.
 */
export const OTHER_PAGES_MODULES = ['src/ui/mui/with-mui-scope.tsx'] as const;

/** The parts of an output chunk this file reads (Rollup's and Rolldown's OutputChunk). */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  /** Static imports: file names of other chunks. */
  imports: readonly string[];
  /** Ids of the modules bundled in it. */
  moduleIds: readonly string[];
}

/** A route and the modules its page imports on demand (each found in one chunk). */
export interface RouteModules {
  path: string;
  modules: readonly string[];
}

/**
 * Route path → the built files to preload, in the order they are asked for, `base`-relative;
 * `OTHER_PAGES` for every other page.
 */
export type RoutePreloads = Record<string, string[]>;

/** Whether a module id (absolute path, or virtual id with or without Rollup's \0) is `wanted`. */
const isModule = (id: string, wanted: string) =>
  id === wanted || id === `\0${wanted}` || id.endsWith(`/${wanted}`);

/** The chunks `start` imports statically, itself first, each once. */
function withImports(start: ChunkInfo, byFile: ReadonlyMap<string, ChunkInfo>, into: string[]) {
  if (into.includes(start.fileName)) return;
  into.push(start.fileName);
  for (const file of start.imports) {
    const chunk = byFile.get(file);
    if (chunk) withImports(chunk, byFile, into);
  }
}

/**
 * The files each route's page needs before its first render: the entry chunk and what it imports,
 * then for each of the route's modules its chunk and the chunks that chunk imports. Throws for a
 * module found in no chunk: a renamed module would otherwise drop its preload without a word.
 */
export function routePreloads(
  chunks: readonly ChunkInfo[],
  routes: readonly RouteModules[],
  base = '/',
): RoutePreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const preloads: RoutePreloads = {};
  for (const route of routes) {
    const files: string[] = [];
    for (const entry of entries) withImports(entry, byFile, files);
    for (const module of route.modules) {
      const chunk = chunks.find((candidate) =>
        candidate.moduleIds.some((id) => isModule(id, module)),
      );
      if (!chunk) throw new Error(`route ${route.path}: no chunk holds ${module}`);
      withImports(chunk, byFile, files);
    }
    preloads[route.path] = files.map((file) => `${base}${file}`);
  }
  return preloads;
}

/** The `Link` header value that preloads `files` as module scripts. */
export const linkHeader = (files: readonly string[]): string =>
  files.map((file) => `<${file}>; rel=modulepreload`).join(', ');

/** A route path without a trailing slash (the root stays `/`). */
export const routePath = (path: string): string => path.replace(/(.)\/+$/, '$1') || '/';

/**
 * The Link header for a page's URL (its query left aside): its route's, else every other page's;
 * none when there is none.
 */
export function linkFor(preloads: RoutePreloads, url: string): string | undefined {
  const files = preloads[routePath(url.split('?')[0] ?? '/')] ?? preloads[OTHER_PAGES];
  return files && files.length > 0 ? linkHeader(files) : undefined;
}

/**
 * nginx's two maps: from the request (its path, with or without a trailing slash, and any query)
 * to the Link header of its page, by `$request_uri`; then from the answer to the header it
 * carries: a page's (nginx answers every page with `try_files … /index.html`, and `$uri` is then
 * /index.html) or none (a built file, /config.json, the back end's answers). A site file is read
 * in nginx's http context, where `map` belongs.
 */
export function nginxMap(preloads: RoutePreloads): string {
  const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\"]/g, '\\$&');
  const { [OTHER_PAGES]: others = [], ...routes } = preloads;
  const lines = Object.entries(routes).map(
    ([path, files]) => `    "~^${escape(path)}/?(\\?|$)" "${linkHeader(files)}";`,
  );
  return [
    '# Written by the build (scripts/route-preloads.ts): each wizard route’s code, and every',
    '# other page’s MUI scope, preloaded.',
    `map $request_uri ${PAGE_PRELOAD_VARIABLE} {`,
    `    default "${linkHeader(others)}";`,
    ...lines,
    '}',
    `map $uri ${ROUTE_PRELOAD_VARIABLE} {`,
    `    /index.html ${PAGE_PRELOAD_VARIABLE};`,
    '    default "";',
    '}',
    '',
  ].join('\n');
}

/** Each flow's route (flows/*.flow.json) and the modules its wizard page loads first. */
export function wizardRoutes(flowsDir: string): RouteModules[] {
  return readdirSync(flowsDir)
    .filter((file) => file.endsWith('.flow.json'))
    .sort()
    .map((file) => {
      const flow = JSON.parse(readFileSync(join(flowsDir, file), 'utf8')) as {
        id: string;
        route: string;
      };
      return {
        path: routePath(flow.route),
        // What routes/pages.tsx `wizardPage(flowId)` loads before the first step.
        modules: [
          'src/engine/react/wizard-page.tsx',
          `${COMPILED_FLOW_PREFIX}${flow.id}`,
          flowMessagesModule('nl-NL', flow.id),
        ],
      };
    });
}

/** Build step: writes the route preloads for the preview server and for nginx. */
export function routePreloadFiles(flowsDir: string): Plugin {
  let base = '/';
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                imports: output.imports,
                moduleIds: output.moduleIds,
              },
            ]
          : [],
      );
      const preloads = routePreloads(
        chunks,
        [...wizardRoutes(flowsDir), { path: OTHER_PAGES, modules: OTHER_PAGES_MODULES }],
        base,
      );
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_JSON,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_NGINX, source: nginxMap(preloads) });
    },
  };
}
