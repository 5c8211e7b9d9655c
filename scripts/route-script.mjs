// What a route's script weighs, one way for every figure that names it: `npm run size` (a route of
// the portal against its budget) and `npm run bench` (the wizard route against the RJSF page of
// the same first step). A route's script is every JavaScript chunk the Vite manifest says the
// entry and the route's modules load before they run, each gzipped at level 9.
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript files that the manifest keys `keys` load before they run: each key's own chunk
 * and its static imports, transitively, each file once (in the order first reached).
 * @param {Record<string, { file: string, imports?: string[] }>} manifest
 * @param {readonly string[]} keys
 * @returns {string[]}
 */
export function scriptFiles(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/**
 * The manifest keys of the entries whose chunks are among `files`: the HTML entry and the dynamic
 * imports a visit loaded. Keys name source modules, so they hold across builds of the same source
 * (the test build and production chunk the same modules differently).
 * @param {Record<string, { file: string, isEntry?: boolean, isDynamicEntry?: boolean }>} manifest
 * @param {readonly string[]} files
 * @returns {string[]}
 */
export function entryKeys(manifest, files) {
  const loaded = new Set(files);
  return Object.entries(manifest)
    .filter(([, chunk]) => (chunk.isEntry || chunk.isDynamicEntry) && loaded.has(chunk.file))
    .map(([key]) => key);
}

/**
 * The gzip size (level 9) of some bytes, as a server compressing on the fly would send them.
 * @param {Uint8Array} bytes
 * @returns {number}
 */
export const gzipBytes = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * The gzip bytes of the route's script: every file `scriptFiles` gives, read with `read`.
 * @param {Record<string, { file: string, imports?: string[] }>} manifest
 * @param {readonly string[]} keys
 * @param {(file: string) => Uint8Array} read
 * @returns {{ files: string[], bytes: number }}
 */
export function routeScript(manifest, keys, read) {
  const files = scriptFiles(manifest, keys);
  return { files, bytes: files.reduce((sum, file) => sum + gzipBytes(read(file)), 0) };
}
