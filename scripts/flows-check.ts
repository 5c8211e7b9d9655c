/**
 * `npm run flows:check`: the flow checker (scripts/flows-check-tree.ts) over the flows on disk.
 * Prints `file path: message` per problem and exits 1 on any.
 *
 * `checkFlows()` is the same check as a function, for tests.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkFlowTree, type FlowProblem } from './flows-check-tree';
import { diskTree, flowFiles, repoRoot, shortPath } from './flows-files';

export type { FlowProblem } from './flows-check-tree';

/** What to check. */
export interface CheckOptions {
  /** Repository root (default: this repository). */
  root?: string;
  /** Flow files to check, absolute paths under the root (default: every `flows/*.flow.json`). */
  files?: string[];
}

/** Every problem of the given flow files (default: all). */
export async function checkFlows(options: CheckOptions = {}): Promise<FlowProblem[]> {
  const root = options.root ?? repoRoot;
  const files = options.files?.map((path) => shortPath(path, root));
  return checkFlowTree(diskTree(root), files);
}
async function main(): Promise<void> {
  const files = process.argv.slice(2);
  const paths = files.length > 0 ? files.map((file) => join(process.cwd(), file)) : flowFiles();
  const problems = await checkFlows({ files: paths });
  for (const { file, path, message } of problems)
    console.error(`${file} ${path || '/'}: ${message}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in the flows.`);
    process.exit(1);
  }
  console.log(`flows:check: ${paths.length} flows OK.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
