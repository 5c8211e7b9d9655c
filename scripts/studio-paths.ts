/**
 * Which files the studio's save endpoint may read and write: JSON files under the data folders
 * an editor changes and the flow fixtures a tester records, normalised once here, with
 * `..`, absolute paths and symlinks that lead out refused, each with a message saying why.
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, posix, sep } from 'node:path';
import { FIXTURES_FOLDER } from './studio-file-path';

/** The folders the studio may write, root-relative. */
export const STUDIO_FOLDERS = ['flows', 'schemas', 'locales', 'rules', FIXTURES_FOLDER];

/** A path the studio may use: root-relative and normalised, and where it is on disk. */
export type StudioPath = { ok: true; path: string; full: string } | { ok: false; message: string };

/** The nearest existing folder of `full` (itself when it exists). */
function existingAncestor(full: string): string {
  let at = full;
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  return at;
}

/** Checks `raw` (as a request gave it) against the studio's folders under `root`. */
export function studioPath(root: string, raw: unknown): StudioPath {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, message: 'no path given' };
  const slashed = raw.replaceAll('\\', '/');
  if (slashed.startsWith('/') || /^[a-z]:/i.test(slashed))
    return { ok: false, message: `${raw} is absolute: give a path relative to the project` };
  if (slashed.split('/').includes('..'))
    return { ok: false, message: `${raw} leads out of its folder (..)` };
  const path = posix.normalize(slashed);
  const folder = STUDIO_FOLDERS.find((name) => path.startsWith(`${name}/`));
  if (!folder) return { ok: false, message: `${raw} is not under ${STUDIO_FOLDERS.join('/, ')}/` };
  if (!path.endsWith('.json')) return { ok: false, message: `${raw} is not a JSON file` };
  const full = join(root, ...path.split('/'));
  // A symlink on the way (the file or a folder) must not lead out of the folder.
  const realFolder = existsSync(join(root, folder)) ? realpathSync(join(root, folder)) : '';
  const real = realpathSync(existingAncestor(full));
  if (!realFolder || (real !== realFolder && !real.startsWith(realFolder + sep)))
    return { ok: false, message: `${raw} leads out of ${folder}/ through a link` };
  return { ok: true, path, full };
}
