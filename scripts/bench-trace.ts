// `npx tsx scripts/bench-trace.ts [flow] [fixture] [step]`: what runs between a Next (or a
// keystroke) and the frame that shows it. Drives one journey of our build at 4× like
// `npm run bench` (same servers and ports) up to `step`, then records a Chromium trace and a CPU
// profile around one keystroke in the step's first text field and one Next, and prints each task
// of the main thread inside those windows (click, React's scheduler, animation frame, style,
// layout, paint) and where their script time went, by source file (through the build's source
// maps). Needs a build with source maps: `npx vite build --mode test --outDir dist-trace
// --sourcemap true` (BENCH_DIST names another). Writes the trace to reports/bench-trace.json, to
// open in the browser's Performance panel. With `all` for `step` it records every Next of the
// journey instead and prints, per Next, its time to the paint, the elements restyled and the
// layout objects marked dirty (of all the page's): what a step's markup costs that frame.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { fillStep, launchChromium, readFixture, stepReady, waitFor } from './bench-driver';

const [flowId = 'extra-deposit', fixtureName = 'gross-yearly.json', traced] = process.argv.slice(2);
const STUB_PORT = process.env.BENCH_STUB_PORT ?? '4310';
const PORTAL_PORT = process.env.BENCH_PORT ?? '4373';
const portal = `http://localhost:${PORTAL_PORT}`;
const DIST = process.env.BENCH_DIST ?? 'dist-trace';
const probes = readFileSync('scripts/bench-probes.js', 'utf8');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { type?: string };
    elementCount?: number;
    beginData?: { dirtyObjects?: number; totalObjects?: number };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const start = (command: string, args: string[]): ChildProcess =>
  spawn(command, args, {
    env: { ...process.env, STUB_PORT, PORTAL_ORIGINS: portal },
    stdio: 'ignore',
    detached: true,
  });

/** The original source file (and function) of a frame of the build, through its source map. */
function sourceOf() {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (frame: ProfileNode['callFrame']): string => {
    const file = frame.url.replace(/^https?:\/\/[^/]+\//, '');
    if (!file.startsWith('assets/'))
      return frame.url ? file : `(${frame.functionName || 'native'})`;
    if (!maps.has(file)) {
      const path = `${DIST}/${file}.map`;
      maps.set(
        file,
        existsSync(path)
          ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8')) as RawSourceMap)
          : null,
      );
    }
    const position = maps
      .get(file)
      ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!position?.source) return file;
    return position.source
      .replace(/^(\.\.\/)+/, '')
      .replace(/^node_modules\/(\.pnpm\/)?((@[^/]+\/)?[^/]+)\/.*$/, '$2');
  };
}

/** The top-level tasks of the main thread in [from, to] (µs), each with its notable parts. */
function tasksIn(events: TraceEvent[], tid: number, from: number, to: number) {
  const notable = new Set([
    'EventDispatch',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'Commit',
    'HitTest',
    'MinorGC',
    'MajorGC',
    'V8.GC_SCAVENGER',
    'ScheduleStyleRecalculation',
    'XHRReadyStateChange',
    'ParseHTML',
  ]);
  const onMain = events.filter((event) => event.tid === tid && event.ph === 'X' && event.dur);
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && event.ts + (event.dur ?? 0) >= from && event.ts <= to,
  );
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    for (const event of onMain)
      if (notable.has(event.name) && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end) {
        const name =
          event.name === 'EventDispatch' ? `EventDispatch ${event.args?.data?.type}` : event.name;
        parts.set(name, (parts.get(name) ?? 0) + (event.dur ?? 0) / 1000);
      }
    return {
      from: task.ts,
      to: end,
      'at ms': Number(((task.ts - from) / 1000).toFixed(1)),
      'task ms': Number(((task.dur ?? 0) / 1000).toFixed(1)),
      parts: [...parts.entries()]
        .filter(([, ms]) => ms >= 0.3)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(', '),
    };
  });
}

/** Per timed Next in the trace (the `bench:next` measures, in order): restyled and laid out. */
function everyNextIn(events: TraceEvent[], tid: number, steps: readonly string[]) {
  const ends = events.filter((event) => event.name === 'bench:next' && event.ph === 'e');
  const onMain = events.filter((event) => event.tid === tid && event.ph === 'X');
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return events
    .filter((event) => event.name === 'bench:next' && event.ph === 'b')
    .map((begin, index) => {
      const end = ends.find((event) => event.ts >= begin.ts)?.ts ?? begin.ts;
      const inside = onMain.filter((event) => event.ts >= begin.ts && event.ts <= end);
      const objects = (event: TraceEvent) =>
        `${event.args?.beginData?.dirtyObjects}/${event.args?.beginData?.totalObjects}`;
      return {
        'Next from': steps[index],
        'to paint ms': Number(((end - begin.ts) / 1000).toFixed(1)),
        'elements restyled': sum(
          inside
            .filter((event) => event.name === 'UpdateLayoutTree')
            .map((event) => event.args?.elementCount ?? 0),
        ),
        'layout objects dirty / all': inside
          .filter((event) => event.name === 'Layout')
          .map(objects)
          .join(', '),
      };
    });
}

/** Script time in [from, to] (µs) by the innermost source file of the portal, else the package. */
function scriptBySource(profile: Profile, from: number, to: number) {
  const source = sourceOf();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const totals = new Map<string, number>();
  let ts = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    ts += delta;
    if (ts < from || ts > to) return;
    let label = '';
    let packageLabel = '';
    for (let node = byId.get(id); node; node = byId.get(parentOf.get(node.id) ?? -1)) {
      const name = source(node.callFrame);
      if (name.startsWith('src/')) {
        label = name;
        break;
      }
      packageLabel ||= name;
    }
    label ||= packageLabel || '(idle)';
    totals.set(label, (totals.get(label) ?? 0) + delta / 1000);
  });
  return [...totals.entries()]
    .filter(([label, ms]) => label !== '(idle)' && label !== '(program)' && ms >= 0.3)
    .sort((a, b) => b[1] - a[1])
    .map(([file, ms]) => ({
      'innermost portal file (or package)': file,
      ms: Number(ms.toFixed(1)),
    }));
}

if (!existsSync(`${DIST}/index.html`)) {
  console.error(
    `No build in ${DIST}/: run \`npx vite build --mode test --outDir ${DIST} --sourcemap true\`.`,
  );
  process.exit(2);
}
const servers = [
  start('npx', ['tsx', 'stub/main.ts']),
  start('npx', ['vite', 'preview', '--port', PORTAL_PORT, '--strictPort', '--outDir', DIST]),
];
try {
  await waitFor(`http://127.0.0.1:${STUB_PORT}/__stub/personas`);
  await waitFor(portal);
  const flow = JSON.parse(readFileSync(`flows/${flowId}.flow.json`, 'utf8')) as { route: string };
  const fixture = readFixture(flowId, fixtureName);
  const everyNext = traced === 'all';
  const target = everyNext ? fixture.expectedSteps[0]! : (traced ?? fixture.expectedSteps[1]!);
  const browser = await launchChromium();
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  await fetch(`http://127.0.0.1:${STUB_PORT}/__stub/reset`, { method: 'POST' });
  await page.goto(`${portal}/stub-login?personId=${fixture.persona}`);
  await page.waitForURL(`${portal}/`);
  await page.locator('main h1').waitFor();
  const cdp = await context.newCDPSession(page);
  await page.addInitScript({ content: probes });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${portal}${flow.route}`);
  for (const stepId of fixture.expectedSteps) {
    if ((await stepReady(page)) !== stepId) throw new Error(`not on ${stepId}`);
    if (stepId === target) break;
    await fillStep(page, stepId, fixture.answers[stepId] ?? {});
    await page.waitForTimeout(500);
    await page.evaluate('window.__bench.timedNext()');
  }
  await page.waitForTimeout(1000);
  await page.evaluate('window.__bench.measure = true');
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.frame',
      'blink.user_timing',
      'toplevel',
      'v8',
      'v8.execute',
    ],
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  let keys: unknown = [];
  let next: unknown = null;
  const walked: string[] = [];
  if (everyNext) {
    for (const stepId of fixture.expectedSteps.slice(0, -1)) {
      if ((await stepReady(page)) !== stepId) throw new Error(`not on ${stepId}`);
      await fillStep(page, stepId, fixture.answers[stepId] ?? {});
      await page.waitForTimeout(500);
      await page.evaluate('window.__bench.timedNext()');
      walked.push(stepId);
    }
  } else {
    keys = await page.evaluate(`window.__bench.timedKeystrokes('1')`);
    await page.waitForTimeout(600);
    await fillStep(page, target, fixture.answers[target] ?? {});
    await page.waitForTimeout(500);
    next = await page.evaluate('window.__bench.timedNext()');
  }
  await page.waitForTimeout(500);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  await browser.close();
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-trace.json', JSON.stringify(trace));
  const events = trace.traceEvents;
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (everyNext && main) console.table(everyNextIn(events, main.tid, walked));
  else console.log(`${flowId}, step ${target}: keystroke`, keys, 'next', next);
  for (const measure of everyNext ? [] : ['bench:keystroke', 'bench:next']) {
    const begin = events.find((event) => event.name === measure && event.ph === 'b');
    const end = events.find((event) => event.name === measure && event.ph === 'e');
    if (!begin || !end || !main) {
      console.log(`${measure}: not in the trace`);
      continue;
    }
    console.log(
      `\n${measure}: ${((end.ts - begin.ts) / 1000).toFixed(1)} ms from the event to the frame after it`,
    );
    const tasks = tasksIn(events, main.tid, begin.ts, end.ts).filter(
      (task) => task['task ms'] >= 1,
    );
    console.table(
      tasks.map(({ from, to, ...task }) => ({
        ...task,
        script: scriptBySource(profile, from, to)
          .slice(0, 5)
          .map((row) => `${row['innermost portal file (or package)']} ${row.ms}`)
          .join(', '),
      })),
    );
    console.table(scriptBySource(profile, begin.ts, end.ts));
  }
} finally {
  for (const child of servers) {
    try {
      if (child.pid) process.kill(-child.pid);
    } catch {
      // gone
    }
  }
}
