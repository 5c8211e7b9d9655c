// Replays one flow's fixtures (tests/fixtures/flows/<flow>/) for a tester or a content editor:
// headless through the engine core (the Vitest replay), and with --browser also through the
// portal in Chromium (the Playwright replay, against a fresh test build). Each journey's outcome
// is printed by the runner's own reporter, so a failing fixture shows what differed.
//
//   npm run fixtures -- <flow> [fixture] [--browser]
//   npm run fixtures -- value-transfer
//   npm run fixtures -- value-transfer all-branches --browser
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const browser = args.includes('--browser');
const [flowId, fixtureArg] = args.filter((arg) => !arg.startsWith('--'));

const flowIds = readdirSync(join(root, 'flows'))
  .filter((name) => name.endsWith('.flow.json'))
  .map((name) => name.replace(/\.flow\.json$/, ''))
  .sort();

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (!flowId)
  fail(`Usage: npm run fixtures -- <flow> [fixture] [--browser]\nFlows: ${flowIds.join(', ')}`);
if (!flowIds.includes(flowId)) fail(`No flow "${flowId}". Flows: ${flowIds.join(', ')}`);
const folder = join(root, 'tests', 'fixtures', 'flows', flowId);
const fixtures = existsSync(folder)
  ? readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''))
  : [];
if (fixtures.length === 0) fail(`Flow "${flowId}" has no fixtures in ${folder}.`);
const fixture = fixtureArg?.replace(/\.json$/, '');
if (fixture && !fixtures.includes(fixture))
  fail(`Flow "${flowId}" has no fixture "${fixture}". Fixtures: ${fixtures.join(', ')}`);

/** The part of a test's title that names the journey: `<flow>/<fixture>.json`, or the flow's. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const title = escape(fixture ? `'${flowId}'/'${fixture}.json'` : `'${flowId}'/`);

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

console.log(`Headless replay: ${fixture ?? `${fixtures.length} fixtures`} of ${flowId}`);
const report = join(mkdtempSync(join(tmpdir(), 'fixtures-')), 'vitest.json');
let status = run('npx', [
  'vitest',
  'run',
  'tests/flows-fixtures.test.ts',
  '--reporter=verbose',
  '--hideSkippedTests',
  '--reporter=json',
  `--outputFile.json=${report}`,
  '-t',
  `flow fixture ${title}`,
]);
// A title that matches nothing would skip every test and still exit 0: count what ran.
const ran = existsSync(report)
  ? (JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number })
  : undefined;
if (status === 0 && (!ran || ran.numPassedTests + ran.numFailedTests === 0))
  fail(
    `No headless replay matched ${flowId}${fixture ? `/${fixture}` : ''} (tests/flows-fixtures.test.ts).`,
  );

if (browser && status === 0) {
  console.log(
    `\nBrowser replay in Chromium (test build first): ${fixture ?? 'all fixtures'} of ${flowId}`,
  );
  status = run('npm', ['run', 'build:test']);
  if (status === 0)
    status = run(
      'npx',
      [
        'playwright',
        'test',
        'e2e/flow-fixtures.spec.ts',
        '--project=chromium',
        '--reporter=list',
        '-g',
        ` ${escape(fixture ? `${flowId}/${fixture}.json` : `${flowId}/`)}`,
      ],
      { FIXTURES_ALL: '1' },
    );
}
process.exit(status);
