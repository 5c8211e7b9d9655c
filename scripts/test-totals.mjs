// Prints one line `N passed, N failed` over the Vitest and Playwright JSON reports in reports/.
// A failing step that ran no test runner (typecheck, lint, build, size) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const status = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;

// The unit run, and the production-bundle check that runs after the build (`npm run test:dist`).
for (const report of ['reports/vitest.json', 'reports/vitest-dist.json']) {
  if (!existsSync(report)) continue;
  const vitest = JSON.parse(readFileSync(report, 'utf8'));
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
}
if (existsSync('reports/playwright.json')) {
  const { stats } = JSON.parse(readFileSync('reports/playwright.json', 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
}
if (status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
