// `npm run size`: gzip size of the JavaScript each budgeted route loads, from the Vite manifest
// of the production build in `dist/` (entry chunk, its static imports, and the route's own lazy
// chunks with theirs).
// Exits non-zero when a route is over its budget.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.env.SIZE_DIST ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No dist/.vite/manifest.json: run `npm run build` first.');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const { budgets } = JSON.parse(readFileSync('size-budgets.json', 'utf8'));

/** Chunk files a manifest key loads before it runs: itself and its static imports. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
let failed = 0;
const rows = [];
for (const budget of budgets) {
  const files = closure('index.html');
  for (const module of budget.modules) closure(module, files);
  const bytes = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
  const kib = bytes / 1024;
  const ok = kib <= budget.maxGzipKiB;
  if (!ok) failed += 1;
  rows.push({
    route: budget.name,
    'gzip JS (KiB)': kib.toFixed(1),
    'budget (KiB)': budget.maxGzipKiB,
    chunks: files.size,
    result: ok ? 'ok' : 'OVER BUDGET',
  });
}
console.table(rows);
process.exit(failed ? 1 : 0);
