// `npm run bench`: wizard speed as the member sees it, in Chromium at 4× CPU slowdown, timed inside
// the page, against a hand-written baseline of the same journeys (bench/baseline/: plain React,
// native inputs, no engine). Replays flow fixtures (bench.config.json) on both pages with one
// driver, interleaved round by round (ours, baseline, ours, …) so a slow minute of the machine
// falls on both, and reports per journey: click on Next and keystroke → laid out (DOM ready) and
// → the next frame painted (as Interaction to Next Paint counts it), medians and p95, with the
// ratio of ours to the baseline; and load → first step painted.
// The first step counts as a member's browser loads it, without a DevTools Runtime session
// (bench-first-step.ts), turn about with the same step in react-jsonschema-form (bench-rjsf.ts),
// whose script is compared with our wizard route's too; the same load of ours under Playwright's
// session is shown beside it.
// Next is clicked `pauseBeforeNextMs` after a step is shown and filled, as a member would.
// Exits non-zero when a paint ratio, the first step or a ratio against RJSF is over its budget.
// Needs `npm run build:test` first; builds the baseline and the RJSF page itself (into
// dist-bench-baseline/ and dist-bench-rjsf/).
// BENCH_CONFIG names another config file (e.g. one journey), BENCH_DIST another build,
// BENCH_SIZE_DIST the build our script is sized in (default dist/ when built, else BENCH_DIST);
// BENCH_VERBOSE=1 prints each step change.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';
import { baselineJourney } from './bench-baseline-journey';
import { type BenchFixture, fillStep, readFixture, stepReady, waitFor } from './bench-driver';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium-path';
import {
  againstRjsf,
  buildRjsfPage,
  firstStepsAgainstRjsf,
  firstVisitScripts,
  RJSF_DIST,
  rjsfPreviewArgs,
  visitScript,
  writeRjsfData,
  type RjsfBudgets,
} from './bench-rjsf';
import { checkRatio, interleavedTurns, median, p95, type RatioCheck } from './bench-stats';

interface Journey {
  flow: string;
  fixture: string;
}
interface BenchConfig {
  /** Chromium's CPU throttling rate while the interactions are timed. */
  cpuSlowdown: number;
  /** Interleaved rounds: each journey once on our build and once on the baseline per round. */
  rounds: number;
  /** How long a member takes between a step being shown and filled, and clicking Next. */
  pauseBeforeNextMs: number;
  budgets: RjsfBudgets & {
    /** Highest median Next → paint of ours over the baseline's. */
    nextPaintRatio: number;
    /** Highest median keystroke → paint of ours over the baseline's. */
    keystrokePaintRatio: number;
    /** Highest median load → first step painted (ours, no DevTools session), in ms. */
    firstStepMs: number;
  };
  journeys: Journey[];
}
const config = JSON.parse(
  readFileSync(process.env.BENCH_CONFIG ?? 'bench.config.json', 'utf8'),
) as BenchConfig;
const STUB_PORT = process.env.BENCH_STUB_PORT ?? '4310';
const PORTAL_PORT = process.env.BENCH_PORT ?? '4373';
const BASELINE_PORT = process.env.BENCH_BASELINE_PORT ?? '4375';
const RJSF_PORT = process.env.BENCH_RJSF_PORT ?? '4376';
const portal = `http://localhost:${PORTAL_PORT}`;
const baselineOrigin = `http://localhost:${BASELINE_PORT}`;
const rjsfOrigin = `http://localhost:${RJSF_PORT}`;
const BASELINE_DIST = 'dist-bench-baseline';
// The test build: journeys sign in through the stub's person-id login, which production lacks.
// It differs from dist/ only by the test-only routes and their lazy chunks (scripts/test-only-code.ts).
const DIST = process.env.BENCH_DIST ?? 'dist-test';
// Our script is sized in the production build (what members load) when there is one, as
// `npm run size` does; the visit itself runs on the test build.
const SIZE_DIST =
  process.env.BENCH_SIZE_DIST ?? (existsSync('dist/.vite/manifest.json') ? 'dist' : DIST);

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
}

const probes = readFileSync('scripts/bench-probes.js', 'utf8');
/** What the probe logs once the first step is painted (bench-probes.js). */
const FIRST_STEP_SIGNAL = 'bench:first-step';
/** BENCH_VERBOSE=1 prints every step change as it is timed. */
const VERBOSE = process.env.BENCH_VERBOSE === '1';

const flowRoute = (journey: Journey) =>
  (JSON.parse(readFileSync(`flows/${journey.flow}.flow.json`, 'utf8')) as { route: string }).route;

const fixtureOf = (journey: Journey) => readFixture(journey.flow, journey.fixture);

/** One click or keystroke timed in the page (bench-probes.js), in ms from the event. */
interface Timed {
  /** To the change laid out in the DOM. */
  dom: number;
  /** To the next frame painted (a highest-priority task posted from its animation frame). */
  paint: number;
  /**
   * To a normal-priority task posted from the same animation frame: after the paint and after
   * whatever the page had queued before it (timers, React's scheduler). Not budgeted: shown so
   * that work moved past the paint stays in sight.
   */
  queued: number;
}

/** What one journey collected on one page over all rounds. */
interface Figures {
  next: Timed[];
  keys: Timed[];
  /** Load → first step painted under Playwright's session (ours only). */
  loads: number[];
  /** Runs that stopped before the journey's last step. */
  stopped: number;
}
const emptyFigures = (): Figures => ({ next: [], keys: [], loads: [], stopped: 0 });

/** Walks the journey's steps on a page showing its first step, timing keystrokes and each Next. */
async function walk(page: Page, fixture: BenchFixture, label: string, figures: Figures) {
  for (const stepId of fixture.expectedSteps.slice(0, -1)) {
    const shown = await stepReady(page);
    if (shown !== stepId) {
      console.warn(`${label}: on ${shown} where ${stepId} was expected`);
      figures.stopped += 1;
      return;
    }
    const keys = (await page.evaluate(`window.__bench.timedKeystrokes('12345')`)) as Timed[];
    figures.keys.push(...keys);
    if (VERBOSE && keys.length > 0)
      console.log(
        `${label}: ${stepId} keystrokes painted in ${keys.map((t) => t.paint.toFixed(1)).join(', ')} ms`,
      );
    await fillStep(page, stepId, fixture.answers[stepId] ?? {});
    // No member clicks Next in the same moment a step appears or its last field is filled:
    // the bench waits as a member would, so the step ahead is rendered as it is for them.
    await page.waitForTimeout(config.pauseBeforeNextMs);
    const timed = (await page.evaluate('window.__bench.timedNext()')) as Timed | null;
    if (timed === null) {
      console.warn(`${label}: next on ${stepId} showed no other step`);
      figures.stopped += 1;
      return;
    }
    figures.next.push(timed);
    if (VERBOSE)
      console.log(
        `${label}: ${stepId} → next ${timed.dom.toFixed(1)} ms laid out, ${timed.paint.toFixed(1)} ms painted`,
      );
  }
}

/** Resolves once the probe reports the first step painted (logged on the console). */
const firstStepPainted = (page: Page) =>
  page.waitForEvent('console', {
    predicate: (message) => message.text() === FIRST_STEP_SIGNAL,
    timeout: 30_000,
  });

/** One run of a journey on our build: signed in, from the home page, into the wizard. */
async function runOurs(browser: Browser, journey: Journey, label: string, figures: Figures) {
  const fixture = fixtureOf(journey);
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  try {
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
    const firstStep = firstStepPainted(page);
    await page.goto(`${portal}${flowRoute(journey)}`);
    await firstStep;
    figures.loads.push((await page.evaluate('window.__bench.firstStep')) as number);
    await walk(page, fixture, label, figures);
  } finally {
    await context.close();
  }
}

/** One run of a journey on the hand-written baseline. */
async function runBaseline(browser: Browser, journey: Journey, label: string, figures: Figures) {
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: config.cpuSlowdown });
    await page.addInitScript({ content: probes });
    const firstStep = firstStepPainted(page);
    await page.goto(`${baselineOrigin}/?journey=${journey.flow}`);
    await firstStep;
    await walk(page, fixtureOf(journey), label, figures);
  } finally {
    await context.close();
  }
}

/** The gzip script our wizard route and the RJSF page each load on a first visit, in bytes. */
async function scriptsAgainstRjsf(browser: Browser, journey: Journey) {
  const ours = await firstVisitScripts(browser, {
    signIn: `${portal}/stub-login?personId=${fixtureOf(journey).persona}`,
    url: `${portal}${flowRoute(journey)}`,
    probes,
  });
  const rjsf = await firstVisitScripts(browser, {
    url: `${rjsfOrigin}/?journey=${journey.flow}`,
    probes,
  });
  return { ours: visitScript(DIST, ours, SIZE_DIST), rjsf: visitScript(RJSF_DIST, rjsf) };
}

/** Builds the baseline page and writes each journey's steps beside it. */
async function buildBaseline() {
  await build({ configFile: 'bench/baseline/vite.config.ts' });
  mkdirSync(`${BASELINE_DIST}/journeys`, { recursive: true });
  for (const journey of config.journeys)
    writeFileSync(
      `${BASELINE_DIST}/journeys/${journey.flow}.json`,
      JSON.stringify(baselineJourney(journey.flow, fixtureOf(journey).expectedSteps)),
    );
}

const round1 = (value: number) => (Number.isFinite(value) ? Number(value.toFixed(1)) : '–');
const ratio2 = (check: RatioCheck) =>
  Number.isFinite(check.ratio) ? Number(check.ratio.toFixed(2)) : '–';

/** One row of a paint table: ours against the baseline for one kind of interaction. */
function paintRow(journey: string, ours: Timed[], baseline: Timed[], budget: number) {
  const paints = (timed: Timed[]) => timed.map((t) => t.paint);
  const doms = (timed: Timed[]) => timed.map((t) => t.dom);
  const queueds = (timed: Timed[]) => timed.map((t) => t.queued);
  const check = checkRatio(median(paints(ours)), median(paints(baseline)), budget);
  return {
    check,
    row: {
      journey,
      'n ours / baseline': `${ours.length} / ${baseline.length}`,
      'DOM median ours': round1(median(doms(ours))),
      'DOM median baseline': round1(median(doms(baseline))),
      'paint median ours': round1(median(paints(ours))),
      'paint median baseline': round1(median(paints(baseline))),
      'paint p95 ours': round1(p95(paints(ours))),
      'paint p95 baseline': round1(p95(paints(baseline))),
      'queued median ours / baseline': `${round1(median(queueds(ours)))} / ${round1(median(queueds(baseline)))}`,
      ratio: ratio2(check),
      result: check.result === 'over' ? `OVER ${budget}×` : check.result === 'ok' ? 'ok' : '–',
    },
  };
}

if (!existsSync(`${DIST}/index.html`)) {
  console.error(`No build in ${DIST}/: run \`npm run build:test\` first.`);
  process.exit(2);
}
await buildBaseline();
const rjsfJourneys = config.journeys.map((journey) => ({
  flow: journey.flow,
  persona: fixtureOf(journey).persona,
  firstStep: fixtureOf(journey).expectedSteps[0]!,
}));
await buildRjsfPage(rjsfJourneys);
const servers = [
  start('npx', ['tsx', 'stub/main.ts'], {
    STUB_PORT,
    PORTAL_ORIGINS: portal,
  }),
  start('npx', ['vite', 'preview', '--port', PORTAL_PORT, '--strictPort', '--outDir', DIST], {
    STUB_PORT,
  }),
  start(
    'npx',
    [
      'vite',
      'preview',
      '--config',
      'bench/baseline/vite.config.ts',
      '--port',
      BASELINE_PORT,
      '--strictPort',
    ],
    {},
  ),
  start('npx', rjsfPreviewArgs(RJSF_PORT), {}),
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
  await waitFor(baselineOrigin);
  await waitFor(rjsfOrigin);
  await writeRjsfData(`http://127.0.0.1:${STUB_PORT}`, rjsfJourneys);
  const { budgets } = config;
  if (config.rounds < 3)
    console.warn(`${config.rounds} rounds: the budgets are set for medians over at least 3.`);
  const executablePath = chromiumExecutable({ headlessShell: false });
  const figures = new Map(
    config.journeys.map((journey) => [journey, { ours: emptyFigures(), baseline: emptyFigures() }]),
  );
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS],
  });
  const scripts = new Map<Journey, { ours: number; rjsf: number }>();
  try {
    for (const turn of interleavedTurns(config.journeys, config.rounds)) {
      const label = `${turn.journey.flow} ${turn.page} round ${turn.round}`;
      const collected = figures.get(turn.journey)![turn.page];
      if (turn.page === 'ours') await runOurs(browser, turn.journey, label, collected);
      else await runBaseline(browser, turn.journey, label, collected);
    }
    for (const journey of config.journeys)
      scripts.set(journey, await scriptsAgainstRjsf(browser, journey));
  } finally {
    await browser.close();
  }
  const nextRows = [];
  const keyRows = [];
  const loadRows = [];
  const rjsfRows = [];
  for (const journey of config.journeys) {
    const { ours, baseline } = figures.get(journey)!;
    const name = `${journey.flow} (${journey.fixture})`;
    const next = paintRow(name, ours.next, baseline.next, budgets.nextPaintRatio);
    const keys = paintRow(name, ours.keys, baseline.keys, budgets.keystrokePaintRatio);
    const memberLoads = await firstStepsAgainstRjsf({
      executablePath: executablePath ?? chromium.executablePath(),
      reset: () => fetch(`http://127.0.0.1:${STUB_PORT}/__stub/reset`, { method: 'POST' }),
      signIn: `${portal}/stub-login?personId=${fixtureOf(journey).persona}`,
      ours: `${portal}${flowRoute(journey)}`,
      rjsf: `${rjsfOrigin}/?journey=${journey.flow}`,
      runs: config.rounds,
      cpuSlowdown: config.cpuSlowdown,
      probes,
    });
    const firstStep = median(memberLoads.ours);
    const rjsf = againstRjsf(
      name,
      {
        oursLoads: memberLoads.ours,
        rjsfLoads: memberLoads.rjsf,
        oursScript: scripts.get(journey)!.ours,
        rjsfScript: scripts.get(journey)!.rjsf,
      },
      budgets,
    );
    failed ||= rjsf.over;
    rjsfRows.push(rjsf.row);
    const loadOver = !(firstStep <= budgets.firstStepMs);
    const stopped = ours.stopped + baseline.stopped > 0;
    failed ||= next.check.result === 'over' || keys.check.result === 'over' || loadOver || stopped;
    nextRows.push(next.row);
    keyRows.push(keys.row);
    loadRows.push({
      journey: name,
      'first step median ms': round1(firstStep),
      'first step, DevTools session ms': round1(median(ours.loads)),
      'runs stopped early (ours / baseline)': `${ours.stopped} / ${baseline.stopped}`,
      result: loadOver ? 'OVER BUDGET' : stopped ? 'STOPPED EARLY' : 'ok',
    });
  }
  console.log(
    `CPU slowdown ${config.cpuSlowdown}×, ${config.rounds} interleaved rounds (ours, hand-written baseline), ${config.pauseBeforeNextMs} ms before each Next; ms from the event`,
  );
  console.log(
    `\nNext → next frame painted (budget: ours ≤ ${budgets.nextPaintRatio}× the baseline)`,
  );
  console.table(nextRows);
  console.log(
    `\nKeystroke → next frame painted (budget: ours ≤ ${budgets.keystrokePaintRatio}× the baseline)`,
  );
  console.table(keyRows);
  console.log(`\nLoad → first step painted, ours (budget ≤ ${budgets.firstStepMs} ms)`);
  console.table(loadRows);
  console.log(
    `\nAgainst RJSF 6 + MUI, the same first step: load → first step painted, turn about (budget: ours ≤ ${budgets.firstStepVsRjsfRatio}× RJSF's), and the script loaded until then, gzip, ours with the whole portal shell, sized in ${SIZE_DIST}/ (budget: ≤ ${budgets.routeScriptVsRjsfRatio}×)`,
  );
  console.table(rjsfRows);
} finally {
  stopServers();
}
process.exit(failed ? 1 : 0);
