// `npm run size`: gzip size of the JavaScript each budgeted route loads, from the Vite manifest
// of the production build in `dist/` (entry chunk, its static imports, and the route's own lazy
// chunks with theirs; scripts/route-script.mjs, which the bench sizes the wizard route with too).
// Exits non-zero when a route is over its budget.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { routeScript } from './route-script.mjs';

const dist = process.env.SIZE_DIST ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No dist/.vite/manifest.json: run `npm run build` first.');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const { budgets } = JSON.parse(readFileSync('size-budgets.json', 'utf8'));

let failed = 0;
const rows = [];
for (const budget of budgets) {
  const { files, bytes } = routeScript(manifest, ['index.html', ...budget.modules], (file) =>
    readFileSync(join(dist, file)),
  );
  const kib = bytes / 1024;
  const ok = kib <= budget.maxGzipKiB;
  if (!ok) failed += 1;
  rows.push({
    route: budget.name,
    'gzip JS (KiB)': kib.toFixed(1),
    'budget (KiB)': budget.maxGzipKiB,
    chunks: files.length,
    result: ok ? 'ok' : 'OVER BUDGET',
  });
}
console.table(rows);
process.exit(failed ? 1 : 0);
