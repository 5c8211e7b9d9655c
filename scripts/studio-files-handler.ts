/**
 * The studio's file endpoint, apart from the server (scripts/studio-files-plugin.ts mounts it on
 * the dev server): read a data file with its hash, and write files only when each is still as the
 * editor last read it (the hash) and the flow checker, run on the tree with the new texts laid
 * over the disk, finds nothing wrong. What is written is formatted as the project formats it. Several files go in one write (a step title's message id in
 * the flow and in both locale files): all are written, or none.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { checkFlowTree, type FlowProblem } from './flows-check-tree';
import { diskTree } from './flows-files';
import { overlayTree } from './source-tree';
import { fixtureProblems, isFixturePath } from './studio-fixture-check';
import { studioPath } from './studio-paths';

export { STUDIO_FILE_PATH } from './studio-file-path';

/** A request as the handler needs it. */
export interface StudioRequest {
  /** HTTP method. */
  method: string;
  /** The query string's `path` (GET). */
  path?: string | null;
  /** The request body's text (PUT). */
  body?: string;
}

/** An answer: status and JSON body. */
export interface StudioResponse {
  /** HTTP status. */
  status: number;
  /** The JSON body. */
  body: Record<string, unknown>;
}

/** One file of a write. */
export interface StudioWrite {
  /** Root-relative path. */
  path: string;
  /** The new text. */
  content: string;
  /** The hash of the file as the editor read it; null for a file that must not exist yet. */
  baseHash: string | null;
}

/** The sha256 (hex) of a file's text, as GET returns it and PUT expects it back. */
export function contentHash(content: string): string {
  return createHash('sha256').update(content, 'utf8').digest('hex');
}

const answer = (status: number, body: Record<string, unknown>): StudioResponse => ({
  status,
  body,
});

/** The files of a PUT body: `{ path, content, baseHash }` or `{ files: [those] }`. */
function writesOf(body: string | undefined): StudioWrite[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body ?? '');
  } catch {
    return 'the request body is not JSON';
  }
  const list = (parsed as { files?: unknown })?.files ?? [parsed];
  if (!Array.isArray(list) || list.length === 0) return 'the request names no file';
  for (const item of list as Partial<StudioWrite>[]) {
    if (typeof item?.content !== 'string') return 'each file needs its content as a string';
    if (typeof item.baseHash !== 'string' && item.baseHash !== null)
      return 'each file needs the baseHash it was read with (null for a new file)';
  }
  return list as StudioWrite[];
}

/** Writes `content` to `full` whole or not at all: a temporary file beside it, then a rename. */
function writeAtomically(full: string, content: string): void {
  const temp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
  // A flow's first recorded journey starts its fixture folder.
  mkdirSync(dirname(full), { recursive: true });
  try {
    writeFileSync(temp, content, 'utf8');
    renameSync(temp, full);
  } finally {
    rmSync(temp, { force: true });
  }
}

/** The flow checker's problems as `file path: message` lines, as `flows:check` prints them. */
function problemLines(problems: FlowProblem[]): string[] {
  return problems.map(({ file, path, message }) => `${file} ${path || '/'}: ${message}`);
}

/** The handler for files under `root`. */
export function studioFileHandler(
  root: string,
): (request: StudioRequest) => Promise<StudioResponse> {
  return async (request) => {
    if (request.method === 'GET') {
      const target = studioPath(root, request.path);
      if (!target.ok) return answer(403, { message: target.message });
      if (!existsSync(target.full))
        return answer(404, { message: `${target.path} does not exist`, hash: null });
      const content = readFileSync(target.full, 'utf8');
      return answer(200, { path: target.path, content, hash: contentHash(content) });
    }
    if (request.method !== 'PUT') return answer(405, { message: 'use GET or PUT' });

    const writes = writesOf(request.body);
    if (typeof writes === 'string') return answer(400, { message: writes });
    const targets = [];
    for (const write of writes) {
      const target = studioPath(root, write.path);
      if (!target.ok) return answer(403, { message: target.message });
      const current = existsSync(target.full) ? readFileSync(target.full, 'utf8') : undefined;
      const hash = current === undefined ? null : contentHash(current);
      if (hash !== write.baseHash)
        return answer(409, {
          message: `${target.path} has changed on disk since it was read: read it again before saving`,
          path: target.path,
          hash,
        });
      targets.push({ ...target, content: write.content });
    }

    const changes = Object.fromEntries(targets.map((target) => [target.path, target.content]));
    const notJson = targets.flatMap((target) => {
      try {
        JSON.parse(target.content);
        return [];
      } catch (error) {
        return [`${target.path} /: is not valid JSON: ${(error as Error).message}`];
      }
    });
    const tree = overlayTree(diskTree(root), changes);
    const fixtures = targets.filter((target) => isFixturePath(target.path));
    // Recorded journeys are checked against the fixture schema; everything else by the flow checker.
    const problems =
      notJson.length > 0
        ? notJson
        : [
            ...fixtures.flatMap((target) => fixtureProblems(tree, target.path)),
            ...(fixtures.length === targets.length ? [] : problemLines(checkFlowTree(tree))),
          ];
    if (problems.length > 0)
      return answer(422, { message: 'the check fails: nothing was written', problems });

    // Written as the project formats its files, so `npm run format:check` stays green.
    const written = await Promise.all(
      targets.map(async (target) => ({
        ...target,
        content: await format(target.content, {
          ...(await resolveConfig(target.full)),
          filepath: target.full,
        }),
      })),
    );
    for (const target of written) writeAtomically(target.full, target.content);
    return answer(200, {
      hashes: Object.fromEntries(
        written.map((target) => [target.path, contentHash(target.content)]),
      ),
    });
  };
}
