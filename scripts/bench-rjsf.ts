// Our wizard against react-jsonschema-form in `npm run bench`: the first step of each bench journey
// as RJSF 6 with its MUI theme shows it (bench/rjsf/, built into dist-bench-rjsf/), loaded turn
// about with ours in one member's browser (bench-first-step.ts: no DevTools Runtime session) at the
// same CPU slowdown, and the script each page loads before its first step is painted, sized as
// `npm run size` sizes a route (route-script.mjs), ours in the production build when there is one. The RJSF page gets the step from our flow files
// (bench-rjsf-step.ts) and the data from the stub's answers to the flow's queries for the
// journey's member, fetched here with a stub token and served beside the page as one JSON: the
// same bytes our wizard fetches for its queries, without a sign-in the peer page does not have.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { build } from 'vite';
import { queryRegistry } from '../src/api/queries/query-registry';
import { launchMemberBrowser } from './bench-first-step';
import { checkRatio, median, type RatioCheck } from './bench-stats';
import { rjsfStep } from './bench-rjsf-step';
import { entryKeys, routeScript, type ManifestChunk } from './route-script.mjs';

/** Where the RJSF page is built (ignored by git). */
export const RJSF_DIST = 'dist-bench-rjsf';
const RJSF_CONFIG = 'bench/rjsf/vite.config.ts';

/** What the RJSF page needs of a bench journey. */
export interface RjsfJourney {
  /** The flow id (`?journey=` of the page). */
  flow: string;
  /** The member the fixture signs in as. */
  persona: string;
  /** The first step the fixture shows. */
  firstStep: string;
}

/** Builds the RJSF page and writes each journey's first step beside it (`steps/<flow>.json`). */
export async function buildRjsfPage(journeys: readonly RjsfJourney[]): Promise<void> {
  await build({ configFile: RJSF_CONFIG });
  mkdirSync(join(RJSF_DIST, 'steps'), { recursive: true });
  for (const journey of journeys)
    writeFileSync(
      join(RJSF_DIST, 'steps', `${journey.flow}.json`),
      JSON.stringify(rjsfStep(journey.flow, journey.firstStep)),
    );
}

/** The arguments of `npx` that serve the built RJSF page on `port`. */
export const rjsfPreviewArgs = (port: string) => [
  'vite',
  'preview',
  '--config',
  RJSF_CONFIG,
  '--port',
  port,
  '--strictPort',
];

interface QueryRequest {
  path: string;
  method?: string;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}
type Registry = Record<string, { available: boolean; request?: (params: object) => QueryRequest }>;

/**
 * Writes each journey's data beside the RJSF page (`data/<flow>.json`): the stub's answers to the
 * flow's queries, by query name, for the journey's member and the member's first policy (the one
 * our portal selects, permissions/use-policy-selection.ts). The stub must be running.
 */
export async function writeRjsfData(stub: string, journeys: readonly RjsfJourney[]) {
  const registry = queryRegistry as unknown as Registry;
  mkdirSync(join(RJSF_DIST, 'data'), { recursive: true });
  for (const journey of journeys) {
    const answer = await fetch(`${stub}/__stub/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ personId: journey.persona }),
    });
    if (!answer.ok) throw new Error(`No stub token for ${journey.persona}: ${answer.status}`);
    const { access_token: token } = (await answer.json()) as { access_token: string };
    const ask = async (request: QueryRequest) => {
      const url = new URL(request.path, stub);
      for (const [name, value] of Object.entries(request.query ?? {}))
        url.searchParams.set(name, String(value));
      const response = await fetch(url, {
        method: request.method ?? 'GET',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    };
    const pensionInfo = (await ask(registry.PensionInfo!.request!({}))) as {
      employmentPensionInfoCollection: { policyId: string }[];
    };
    const policyId = pensionInfo.employmentPensionInfoCollection[0]?.policyId;
    const flow = JSON.parse(readFileSync(`flows/${journey.flow}.flow.json`, 'utf8')) as {
      queries?: string[];
    };
    const data: Record<string, unknown> = {};
    for (const name of flow.queries ?? []) {
      const query = registry[name];
      if (query?.available && query.request) data[name] = await ask(query.request({ policyId }));
    }
    writeFileSync(join(RJSF_DIST, 'data', `${journey.flow}.json`), JSON.stringify(data));
  }
}

/** First-step loads of ours and of the RJSF page, turn about. */
export interface FirstStepsAgainstRjsfOptions {
  executablePath: string;
  /** Resets the stub before each of our loads. */
  reset: () => Promise<unknown>;
  /** Our stub login for the journey's member (the portal's `/stub-login?personId=`). */
  signIn: string;
  /** Our wizard's address. */
  ours: string;
  /** The RJSF page's address for the journey. */
  rjsf: string;
  runs: number;
  cpuSlowdown: number;
  /** The in-page probes (bench-probes.js). */
  probes: string;
}

/**
 * Per run, in one member's browser (no Runtime session, a fresh context per load): our wizard
 * signed in from the home page, then the RJSF page; ms from the navigation to the step painted.
 */
export async function firstStepsAgainstRjsf(
  options: FirstStepsAgainstRjsfOptions,
): Promise<{ ours: number[]; rjsf: number[] }> {
  const browser = launchMemberBrowser(options.executablePath);
  const loads = { ours: [] as number[], rjsf: [] as number[] };
  const { cpuSlowdown, probes } = options;
  try {
    for (let run = 0; run < options.runs; run += 1) {
      await options.reset();
      loads.ours.push(
        await browser.firstStep({ signIn: options.signIn, url: options.ours, cpuSlowdown, probes }),
      );
      loads.rjsf.push(await browser.firstStep({ url: options.rjsf, cpuSlowdown, probes }));
    }
  } finally {
    await browser.close();
  }
  return loads;
}

/**
 * The scripts a page requests on a first visit (browser cache off) until its first step is
 * painted, as paths on its origin. `signIn` is visited first (with the cache on), as a member
 * signs in before opening a wizard.
 */
export async function firstVisitScripts(
  browser: Browser,
  page: { url: string; signIn?: string; probes: string },
): Promise<string[]> {
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  try {
    const tab = await context.newPage();
    if (page.signIn) {
      await tab.goto(page.signIn);
      await tab.waitForURL((url) => url.pathname === '/');
      await tab.locator('main h1').waitFor();
      await tab.waitForLoadState('networkidle');
    }
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await tab.addInitScript({ content: page.probes });
    const origin = new URL(page.url).origin;
    const scripts = new Set<string>();
    tab.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === origin) scripts.add(url.pathname);
    });
    const painted = tab.waitForEvent('console', {
      predicate: (message) => message.text() === 'bench:first-step',
      timeout: 30_000,
    });
    await tab.goto(page.url);
    await painted;
    return [...scripts];
  } finally {
    await context.close();
  }
}

const readManifest = (dist: string) =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;

/**
 * The gzip bytes of the script a visit loaded (`paths` on the origin serving `visitDist`), sized in
 * the build `sizeDist` as `npm run size` sizes a route: the entries the visit loaded (the HTML
 * entry, the dynamic imports) with their static imports, from that build's manifest. So a visit
 * of the test build (which has the stub login) gives production's figure when `sizeDist` is
 * production's build.
 */
export function visitScript(visitDist: string, paths: readonly string[], sizeDist = visitDist) {
  const keys = entryKeys(
    readManifest(visitDist),
    paths.map((path) => path.replace(/^\//, '')),
  );
  return routeScript(readManifest(sizeDist), keys, (file) => readFileSync(join(sizeDist, file)))
    .bytes;
}

/** The budgets against RJSF (bench.config.json). */
export interface RjsfBudgets {
  /** Highest median load → first step painted of ours over RJSF's. */
  firstStepVsRjsfRatio: number;
  /** Highest gzip script of our wizard route (the whole portal shell) over the RJSF page's. */
  routeScriptVsRjsfRatio: number;
}

/** One journey's figures against RJSF. */
export interface RjsfFigures {
  /** Our load → first step painted, ms, one per run. */
  oursLoads: readonly number[];
  /** The RJSF page's, ms, one per run. */
  rjsfLoads: readonly number[];
  /** Gzip bytes of the scripts our wizard route loads before its first step is painted. */
  oursScript: number;
  /** Gzip bytes of the scripts the RJSF page loads. */
  rjsfScript: number;
}

const round1 = (value: number) => (Number.isFinite(value) ? Number(value.toFixed(1)) : '–');
const ratio2 = (check: RatioCheck) =>
  Number.isFinite(check.ratio) ? Number(check.ratio.toFixed(2)) : '–';
const verdict = (check: RatioCheck) =>
  check.result === 'ok' ? 'ok' : check.result === 'none' ? 'NO FIGURES' : `OVER ${check.budget}×`;

/**
 * Our figures against RJSF's: medians of the loads and the scripts in KiB, each ratio against its
 * budget. A journey without a figure on either page is over budget: nothing was compared.
 */
export function againstRjsf(journey: string, figures: RjsfFigures, budgets: RjsfBudgets) {
  const firstStep = checkRatio(
    median(figures.oursLoads),
    median(figures.rjsfLoads),
    budgets.firstStepVsRjsfRatio,
  );
  const script = checkRatio(
    figures.oursScript > 0 ? figures.oursScript : Number.NaN,
    figures.rjsfScript > 0 ? figures.rjsfScript : Number.NaN,
    budgets.routeScriptVsRjsfRatio,
  );
  return {
    over: firstStep.result !== 'ok' || script.result !== 'ok',
    row: {
      journey,
      'first step median ours ms': round1(median(figures.oursLoads)),
      'first step median RJSF ms': round1(median(figures.rjsfLoads)),
      'first step ratio': ratio2(firstStep),
      'first step result': verdict(firstStep),
      'script ours KiB gzip': round1(figures.oursScript / 1024),
      'script RJSF KiB gzip': round1(figures.rjsfScript / 1024),
      'script ratio': ratio2(script),
      'script result': verdict(script),
    },
  };
}
