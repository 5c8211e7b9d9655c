// Types of route-script.mjs, which `npm run size` runs with plain Node.

/** One entry of a Vite manifest: the chunk's file and the manifest keys it imports statically. */
export interface ManifestChunk {
  /** The built file, relative to the output folder. */
  file: string;
  /** Manifest keys of the chunks it imports statically. */
  imports?: string[];
  /** The HTML entry's chunk. */
  isEntry?: boolean;
  /** A chunk some module imports dynamically. */
  isDynamicEntry?: boolean;
}

/** The JavaScript files the manifest keys load before they run (their chunks and static imports). */
export function scriptFiles(
  manifest: Record<string, ManifestChunk>,
  keys: readonly string[],
): string[];

/** The manifest keys of the entries (HTML or dynamic) whose chunks are among `files`. */
export function entryKeys(
  manifest: Record<string, ManifestChunk>,
  files: readonly string[],
): string[];

/** The gzip size (level 9) of some bytes. */
export function gzipBytes(bytes: Uint8Array): number;

/** The gzip bytes of the route's script, each file read with `read`. */
export function routeScript(
  manifest: Record<string, ManifestChunk>,
  keys: readonly string[],
  read: (file: string) => Uint8Array,
): { files: string[]; bytes: number };
