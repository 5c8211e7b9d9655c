// `npx tsx scripts/bench-profile.ts [flow] [fixture]`: where a wizard's time goes. Like
// `npm run bench` (same servers, ports and BENCH_DIST), one journey, with the DevTools CPU profiler
// running around each step change; prints the functions with the most self time (ms, throttled).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fillStep, launchChromium, readFixture, waitFor } from './bench-driver';

const [flowId = 'extra-deposit', fixtureName = 'gross-yearly.json'] = process.argv.slice(2);
const STUB_PORT = process.env.BENCH_STUB_PORT ?? '4310';
const PORTAL_PORT = process.env.BENCH_PORT ?? '4373';
const portal = `http://localhost:${PORTAL_PORT}`;
// The test build: journeys sign in through the stub's person-id login, which production lacks.
// It differs from dist/ only by the test-only routes and their lazy chunks (scripts/test-only-code.ts).
const DIST = process.env.BENCH_DIST ?? 'dist-test';
const probes = readFileSync('scripts/bench-probes.js', 'utf8');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const start = (command: string, args: string[]): ChildProcess =>
  spawn(command, args, {
    env: { ...process.env, STUB_PORT, PORTAL_ORIGINS: portal },
    stdio: 'ignore',
    detached: true,
  });
const servers = [
  start('npx', ['tsx', 'stub/main.ts']),
  start('npx', ['vite', 'preview', '--port', PORTAL_PORT, '--strictPort', '--outDir', DIST]),
];
const self = new Map<string, number>();
try {
  await waitFor(`http://127.0.0.1:${STUB_PORT}/__stub/personas`);
  await waitFor(portal);
  const flow = JSON.parse(readFileSync(`flows/${flowId}.flow.json`, 'utf8')) as { route: string };
  const fixture = readFixture(flowId, fixtureName);
  const browser = await launchChromium();
  const context = await browser.newContext({ locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto(`${portal}/stub-login?personId=${fixture.persona}`);
  await page.waitForURL(`${portal}/`);
  const cdp = await context.newCDPSession(page);
  await page.addInitScript({ content: probes });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${portal}${flow.route}`);
  await page.locator('[data-testid="wizard"][data-step]').waitFor();
  await page.waitForFunction(
    () => (window as { __bench?: { firstStep?: number } }).__bench?.firstStep !== undefined,
  );
  // The load: when each request started and ended, and when the first step was painted.
  const timeline = await page.evaluate(() => ({
    firstStep: (window as unknown as { __bench: { firstStep: number } }).__bench.firstStep,
    domContentLoaded: performance.getEntriesByType('navigation')[0]?.toJSON() as unknown,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => [
        entry.name.replace(location.origin, '').slice(0, 70),
        Math.round(entry.startTime),
        Math.round((entry as PerformanceResourceTiming).responseEnd),
      ]),
  }));
  console.log(`first step painted at ${timeline.firstStep.toFixed(0)} ms`);
  console.table(timeline.resources.map(([name, from, to]) => ({ name, from, to })));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  for (const [i, stepId] of fixture.expectedSteps.slice(0, -1).entries()) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await fillStep(page, stepId, fixture.answers[stepId] ?? {});
    await page.waitForTimeout(300);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.start');
    const timed = (await page.evaluate('window.__bench.timedNext()')) as { dom: number } | null;
    const ms = timed?.dom ?? null;
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    console.log(`step ${i} ${stepId}: ${ms === null ? 'stayed' : `${ms.toFixed(1)} ms`}`);
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const frame = byId.get(id)!.callFrame;
      const name = `${frame.functionName || '(anon)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}:${frame.columnNumber}`;
      self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    if (ms === null) break;
  }
  await browser.close();
} finally {
  for (const child of servers) {
    try {
      if (child.pid) process.kill(-child.pid);
    } catch {
      // gone
    }
  }
}
console.table(
  [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([fn, ms]) => ({ fn, ms: Number(ms.toFixed(1)) })),
);
