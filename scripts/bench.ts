// `npm run bench`: wizard speed in Chromium at 4× CPU slowdown, timed inside the page.
// Replays flow fixtures (bench.config.json) through the preview build against the stub and reports
// per journey: load → first step painted, click on Next → next step laid out, keystroke → laid out.
// The first step counts as a member's browser loads it, without a DevTools Runtime session
// (bench-first-step.ts); the same load under Playwright's session is shown beside it.
// Next is clicked `pauseBeforeNextMs` after a step is shown and filled, as a member would.
// Exits non-zero when a median or p95 is over its budget. Needs `npm run build:test` first.
// BENCH_CONFIG names another config file (e.g. one journey), BENCH_DIST another build;
// BENCH_VERBOSE=1 prints each step change.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { memberFirstSteps } from './bench-first-step';

interface Journey {
  flow: string;
  fixture: string;
}
interface BenchConfig {
  cpuSlowdown: number;
  runs: number;
  /** How long a member takes between a step being shown and filled, and clicking Next. */
  pauseBeforeNextMs: number;
  budgets: {
    stepMedianMs: number;
    stepP95Ms: number;
    keystrokeMedianMs: number;
    firstStepMs: number;
  };
  journeys: Journey[];
}
interface Fixture {
  persona: string;
  answers: Record<string, Record<string, unknown>>;
  expectedSteps: string[];
}

const config = JSON.parse(
  readFileSync(process.env.BENCH_CONFIG ?? 'bench.config.json', 'utf8'),
) as BenchConfig;
const STUB_PORT = process.env.BENCH_STUB_PORT ?? '4310';
const PORTAL_PORT = process.env.BENCH_PORT ?? '4373';
const portal = `http://localhost:${PORTAL_PORT}`;
// The test build: journeys sign in through the stub's person-id login, which production lacks.
// It differs from dist/ only by the test-only routes and their lazy chunks (scripts/test-only-code.ts).
const DIST = process.env.BENCH_DIST ?? 'dist-test';

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${url} did not come up`);
}

const probes = readFileSync('scripts/bench-probes.js', 'utf8');
/** What the probe logs once the first step is painted (bench-probes.js). */
const FIRST_STEP_SIGNAL = 'bench:first-step';
/** BENCH_VERBOSE=1 prints every step change as it is timed. */
const VERBOSE = process.env.BENCH_VERBOSE === '1';

async function fillStep(page: Page, stepId: string, answers: Record<string, unknown>) {
  for (const [name, value] of Object.entries(answers)) {
    const frame = page.locator(`[data-field="wizard-${stepId}-${name}"]`);
    // A field shown by an earlier answer of the step appears once that answer has been handed over.
    await frame.waitFor({ state: 'attached', timeout: 1000 }).catch(() => {});
    if ((await frame.count()) === 0) continue;
    if ((await frame.locator('input[type="radio"]').count()) > 0) {
      const radio = frame.locator(`input[type="radio"][value="${String(value)}"]`);
      if ((await radio.count()) > 0) await radio.check();
    } else if ((await frame.locator('input[type="checkbox"]').count()) > 0) {
      await frame.locator('input[type="checkbox"]').setChecked(value === true);
    } else {
      // Numbers as a member types them (decimal comma); text as it is.
      const typed = typeof value === 'number' ? String(value).replace('.', ',') : String(value);
      await frame.locator('input, select').first().fill(typed);
    }
  }
}

async function stepReady(page: Page) {
  await page.locator('[data-testid="wizard"][data-step]').waitFor();
  await page
    .locator('[data-testid="wizard"] [role="status"]:visible')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  return (await page.locator('[data-testid="wizard"]').getAttribute('data-step')) ?? '';
}

const median = (values: number[]) => quantile(values, 0.5);
function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const flowRoute = (journey: Journey) =>
  (JSON.parse(readFileSync(`flows/${journey.flow}.flow.json`, 'utf8')) as { route: string }).route;

const fixtureOf = (journey: Journey) =>
  JSON.parse(
    readFileSync(`tests/fixtures/flows/${journey.flow}/${journey.fixture}`, 'utf8'),
  ) as Fixture;

async function runJourney(journey: Journey, executablePath: string | undefined) {
  const route = flowRoute(journey);
  const fixture = fixtureOf(journey);
  const steps: number[] = [];
  const keys: number[] = [];
  const loads: number[] = [];
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    for (let run = 0; run < config.runs; run += 1) {
      const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
      const page = await context.newPage();
      await fetch(`http://127.0.0.1:${STUB_PORT}/__stub/reset`, { method: 'POST' });
      await page.goto(`${portal}/stub-login?personId=${fixture.persona}`);
      await page.waitForURL(`${portal}/`);
      // Signed in and on the home page, as a member is before opening a wizard.
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: config.cpuSlowdown });
      await page.addInitScript({ content: probes });
      // The probe reports the first step on the console: waiting with waitForFunction would run
      // Playwright's injected script in the page while it loads (about 30 ms at 4×).
      const firstStep = page.waitForEvent('console', {
        predicate: (message) => message.text() === FIRST_STEP_SIGNAL,
        timeout: 30_000,
      });
      await page.goto(`${portal}${route}`);
      await firstStep;
      loads.push((await page.evaluate('window.__bench.firstStep')) as number);
      for (const stepId of fixture.expectedSteps.slice(0, -1)) {
        const shown = await stepReady(page);
        if (shown !== stepId) {
          console.warn(`${journey.flow} run ${run + 1}: on ${shown} where ${stepId} was expected`);
          break;
        }
        if (run === 0 || keys.length < 10)
          keys.push(
            ...((await page.evaluate(`window.__bench.timedKeystrokes('12345')`)) as number[]),
          );
        await fillStep(page, stepId, fixture.answers[stepId] ?? {});
        // No member clicks Next in the same moment a step appears or its last field is filled:
        // the bench waits as a member would, so the step ahead is rendered as it is for them.
        await page.waitForTimeout(config.pauseBeforeNextMs);
        const ms = (await page.evaluate('window.__bench.timedNext()')) as number | null;
        if (ms === null) {
          console.warn(`${journey.flow} run ${run + 1}: next on ${stepId} showed no other step`);
          break;
        }
        steps.push(ms);
        if (VERBOSE)
          console.log(`${journey.flow} run ${run + 1}: ${stepId} → next ${ms.toFixed(1)} ms`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { steps, keys, loads };
}

function chromiumPath(): string | undefined {
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // no bundled browser
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

if (!existsSync(`${DIST}/index.html`)) {
  console.error(`No build in ${DIST}/: run \`npm run build:test\` first.`);
  process.exit(2);
}
const servers = [
  start('npx', ['tsx', 'stub/main.ts'], {
    STUB_PORT,
    PORTAL_ORIGINS: portal,
  }),
  start('npx', ['vite', 'preview', '--port', PORTAL_PORT, '--strictPort', '--outDir', DIST], {
    STUB_PORT,
  }),
];
const stopServers = () => {
  for (const child of servers) {
    try {
      if (child.pid) process.kill(-child.pid);
    } catch {
      // already gone
    }
  }
};
let failed = false;
try {
  await waitFor(`http://127.0.0.1:${STUB_PORT}/__stub/personas`);
  await waitFor(portal);
  const rows = [];
  const { budgets } = config;
  for (const journey of config.journeys) {
    const executablePath = chromiumPath();
    const { steps, keys, loads } = await runJourney(journey, executablePath);
    const memberLoads = await memberFirstSteps({
      executablePath: executablePath ?? chromium.executablePath(),
      portal,
      reset: () => fetch(`http://127.0.0.1:${STUB_PORT}/__stub/reset`, { method: 'POST' }),
      route: flowRoute(journey),
      persona: fixtureOf(journey).persona,
      runs: config.runs,
      cpuSlowdown: config.cpuSlowdown,
      probes,
    });
    const row = {
      journey: `${journey.flow} (${journey.fixture})`,
      'step changes': steps.length,
      'step median ms': median(steps),
      'step p95 ms': quantile(steps, 0.95),
      'keystroke median ms': median(keys),
      'first step median ms': median(memberLoads),
      'first step, DevTools session ms': median(loads),
    };
    const over =
      !(row['step median ms'] <= budgets.stepMedianMs) ||
      !(row['step p95 ms'] <= budgets.stepP95Ms) ||
      (keys.length > 0 && !(row['keystroke median ms'] <= budgets.keystrokeMedianMs)) ||
      !(row['first step median ms'] <= budgets.firstStepMs);
    failed ||= over;
    rows.push({
      ...Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          typeof v === 'number' ? (Number.isNaN(v) ? '–' : Number(v.toFixed(1))) : v,
        ]),
      ),
      result: over ? 'OVER BUDGET' : 'ok',
    });
  }
  console.log(
    `CPU slowdown ${config.cpuSlowdown}×, ${config.runs} runs per journey, ${config.pauseBeforeNextMs} ms before each Next; budgets: step median ≤ ${budgets.stepMedianMs} ms, p95 ≤ ${budgets.stepP95Ms} ms, keystroke ≤ ${budgets.keystrokeMedianMs} ms, first step ≤ ${budgets.firstStepMs} ms`,
  );
  console.table(rows);
} finally {
  stopServers();
}
process.exit(failed ? 1 : 0);
