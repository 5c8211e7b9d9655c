// `npm run lighthouse`: Lighthouse 12 mobile performance and accessibility of home,
// /mijn-pensioen/hoogte-pensioen and the pension-age wizard's first step against the preview
// build, signed in as member-active.
//
// The pages need a session, and the portal keeps it in sessionStorage (one browser tab). So the
// script starts the stub back end and the preview server (both on loopback), launches Chromium
// with DevTools over a pipe, signs in through the test-only person-id link in one tab, and hands that tab
// to Lighthouse's Node API, with storage reset off so the session survives; the HTTP cache is
// cleared by hand before each run, so every run is a cold load as Lighthouse would do it.
//
// Not part of `npm test`. Build first (`npm run build:test`, or `vite build --mode test --outDir
// dist-x` and LIGHTHOUSE_DIST=dist-x). Options: --runs N (default 3; the median performance run
// counts, and each of the five metrics is the median of its own values),
// --persona ID (default member-active), --page NAME (only that page: home, hoogte-pensioen or
// pension-age; repeatable), --artifacts (also keeps each run's trace and network log
// in .lighthouse/artifacts/<page>-<run>/, for `scripts/lantern-path.ts`). Reports go to
// .lighthouse/ (git-ignored).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium-path';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, '.lighthouse');
// The test build (its person-id login signs the tab in); the pages measured are the same code.
const dist = process.env.LIGHTHOUSE_DIST ?? 'dist-test';
const portalPort = process.env.E2E_PORT ?? '4173';
const stubPort = process.env.STUB_PORT ?? '4010';
// localhost, not 127.0.0.1: the build and the stub's sign-in clients are set up for it.
const portal = `http://localhost:${portalPort}`;

/** The route of a wizard, as its flow file declares it (the one source of that path). */
function flowRoute(flow: string): string {
  const file = join(root, 'flows', `${flow}.flow.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { route: string }).route;
}

/** The pages measured: name (report file) and path. */
const pages = [
  { name: 'home', path: '/' },
  { name: 'hoogte-pensioen', path: '/mijn-pensioen/hoogte-pensioen' },
  // A wizard's first step: the flow's route opens it.
  { name: 'pension-age', path: flowRoute('pension-age') },
];

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    persona: { type: 'string', default: 'member-active' },
    artifacts: { type: 'boolean', default: false },
    page: { type: 'string', multiple: true },
  },
});
// --page NAME (repeatable): only those pages, for a before/after of one page.
const measured = options.page ? pages.filter((page) => options.page!.includes(page.name)) : pages;
if (measured.length === 0)
  throw new Error(`--page: none of ${pages.map((p) => p.name).join(', ')}`);
const runs = Math.max(1, Number.parseInt(options.runs ?? '3', 10) || 1);

// Puppeteer comes with Lighthouse: the copy Lighthouse itself uses, so the page type matches.
const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const puppeteer = (
  (await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href)) as {
    default: typeof import('puppeteer-core');
  }
).default;

/** The full Chromium (scripts/chromium-path.ts): Playwright's own, else Debian's. */
async function chromiumPath(): Promise<string> {
  const { chromium } = await import('@playwright/test');
  return chromiumExecutable({ headlessShell: false }) ?? chromium.executablePath();
}

const children: ChildProcess[] = [];

/** Starts a server in its own process group (so it can be stopped with everything it spawned). */
function start(command: string, args: string[], env: Record<string, string>): void {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(child);
}

function stopServers(): void {
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

async function waitFor(url: string, seconds = 90): Promise<void> {
  for (let i = 0; i < seconds * 2; i += 1) {
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** The five metrics of Lighthouse's performance score, by audit id, with their unit. */
const metrics = {
  'first-contentful-paint': 'ms',
  'largest-contentful-paint': 'ms',
  'total-blocking-time': 'ms',
  'cumulative-layout-shift': '',
  'speed-index': 'ms',
} as const;
type Metric = keyof typeof metrics;

interface Scores {
  performance: number;
  accessibility: number;
  failedAccessibilityAudits: string[];
  /** Each metric's value as Lighthouse simulated it. */
  metrics: Record<Metric, number>;
}

const middle = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The run with the median performance score; each metric is the median of its own values. */
const median = (list: Scores[]): Scores => ({
  ...[...list].sort((a, b) => a.performance - b.performance)[Math.floor(list.length / 2)]!,
  metrics: Object.fromEntries(
    (Object.keys(metrics) as Metric[]).map((id) => [id, middle(list.map((s) => s.metrics[id]))]),
  ) as Record<Metric, number>,
});

/** A metric as the report shows it: milliseconds whole, layout shift to three decimals. */
const shown = (id: Metric, value: number) =>
  metrics[id] ? `${Math.round(value)} ${metrics[id]}` : value.toFixed(3);

async function main(): Promise<void> {
  if (!existsSync(resolve(root, dist, 'index.html'))) {
    throw new Error(`${dist}/index.html is missing: build first (npm run build:test)`);
  }
  mkdirSync(outDir, { recursive: true });
  start('npx', ['tsx', 'stub/main.ts'], {
    STUB_PORT: stubPort,
    PORTAL_ORIGINS: portal,
  });
  start('npx', ['vite', 'preview', '--port', portalPort, '--strictPort', '--outDir', dist], {
    STUB_PORT: stubPort,
  });
  await waitFor(`http://127.0.0.1:${stubPort}/__stub/personas`);
  await waitFor(portal);
  await fetch(`http://127.0.0.1:${stubPort}/__stub/reset`, { method: 'POST' });

  const browser = await puppeteer.launch({
    executablePath: await chromiumPath(),
    headless: true,
    // DevTools over a pipe: no debugging port at all, not even on loopback.
    pipe: true,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${portal}/stub-login?personId=${encodeURIComponent(options.persona!)}`);
    await page.waitForFunction(() => window.location.pathname !== '/stub-login', {
      timeout: 30_000,
    });
    await page.waitForSelector('h1', { timeout: 30_000 });
    const cdp = await page.createCDPSession();
    const results: Record<string, Scores> = {};
    for (const { name, path } of measured) {
      const scored: Scores[] = [];
      for (let run = 1; run <= runs; run += 1) {
        await cdp.send('Network.clearBrowserCache');
        const artifactsDir = join(outDir, 'artifacts', `${name}-${run}`);
        const result = await lighthouse(
          `${portal}${path}`,
          {
            onlyCategories: ['performance', 'accessibility'],
            // Keeps the tab's sessionStorage (the sign-in); the cache is cleared above.
            disableStorageReset: true,
            output: ['html', 'json'],
            logLevel: 'error',
            // Gathers, keeps the artifacts on disk, and audits them (Lighthouse's -GA).
            ...(options.artifacts ? { gatherMode: artifactsDir, auditMode: artifactsDir } : {}),
          },
          undefined,
          page,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { lhr, report } = result;
        if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        if (finalPath !== path) throw new Error(`${path} ended on ${finalPath}: not signed in?`);
        const [html, json] = report as string[];
        writeFileSync(join(outDir, `${name}-${run}.report.html`), html ?? '');
        writeFileSync(join(outDir, `${name}-${run}.report.json`), json ?? '');
        const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const failed = (lhr.categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id);
        scored.push({
          performance: category('performance'),
          accessibility: category('accessibility'),
          failedAccessibilityAudits: failed,
          metrics: Object.fromEntries(
            (Object.keys(metrics) as Metric[]).map((id) => [
              id,
              lhr.audits[id]?.numericValue ?? Number.NaN,
            ]),
          ) as Record<Metric, number>,
        });
        console.log(
          `${path} run ${run}: performance ${scored.at(-1)!.performance}, accessibility ${scored.at(-1)!.accessibility}`,
        );
      }
      results[path] = median(scored);
    }
    const summary = {
      date: new Date().toISOString(),
      lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default
        .version,
      formFactor: 'mobile (Lighthouse default: Moto G Power, simulated slow 4G and 4x CPU)',
      build: dist,
      persona: options.persona,
      runs,
      results,
    };
    writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`\nLighthouse ${summary.lighthouse}, mobile, median of ${runs} run(s):`);
    for (const [path, scores] of Object.entries(results)) {
      console.log(`  ${path.padEnd(40)} performance ${scores.performance}`);
      console.log(`  ${path.padEnd(40)} accessibility ${scores.accessibility}`);
      console.log(
        `  ${''.padEnd(40)} ${(Object.keys(metrics) as Metric[])
          .map((id) => `${id} ${shown(id, scores.metrics[id])}`)
          .join(', ')}`,
      );
      if (scores.failedAccessibilityAudits.length) {
        console.log(`    failed: ${scores.failedAccessibilityAudits.join(', ')}`);
      }
    }
    console.log(`Reports in ${outDir}`);
  } finally {
    await browser.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stopServers();
}
