// Issue 5, done when: the crawl of every route of spec section 2 in both languages. It signs in as
// member-active (and, for the nearing-retirement variants, as the persona holding each variant's
// flags), opens every route of src/routes/route-table.ts in Dutch and in English and checks that
// none shows the not-found page, throws, fails a query, breaks CSP or has an axe violation; and
// for every gated route, that a persona without its flags lands on the route's fallback (or home).
//
// Data-driven: the route table is read from the source itself (through Vite, which resolves the
// portal's virtual modules), so a new route is crawled without touching this file. A route the
// crawl has no way to visit (an unknown route parameter, a session route not listed below, flags
// no crawl persona holds, flags no persona lacks for the redirect check) fails the first test.
//
// Speed: one browser context per persona and language, signed in once through the test-only
// person-id link; the first page loads in full, the next ones are opened inside the running
// portal as its links do (see `open`); a long crawl is cut into parts the workers share.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createServer } from 'vite';
import type { PermissionFlag } from '../src/permissions/rules';
import type { RouteEntry } from '../src/routes/route-entry';
import { test, expect, expectAccessible } from './support/fixtures';
import { signInAsPersona } from './support/sign-in';
import { resetStub } from './support/stub';

test.describe.configure({ mode: 'parallel' });
// Many pages per test: failures are listed by page, a trace would only slow the crawl down.
test.use({ trace: 'off' });

const root = join(import.meta.dirname, '..');
const readJson = <T>(...path: string[]) =>
  JSON.parse(readFileSync(join(root, ...path), 'utf8')) as T;

type Language = 'nl' | 'en';
const languages: Language[] = ['nl', 'en'];
const texts: Record<Language, Record<string, string>> = {
  nl: readJson('locales', 'nl-NL.json'),
  en: readJson('locales', 'en-GB.json'),
};

/** What the crawl needs of a route-table entry. */
interface CrawlRoute {
  path: string;
  kind: RouteEntry['kind'];
  requiredFlags: readonly PermissionFlag[];
  fallback: string;
  /** A wizard or success route: a flow file names the path. */
  flowRoute: boolean;
}

/** The route table as the portal has it, read through a short-lived Vite server (no port). */
async function loadRouteTable(): Promise<CrawlRoute[]> {
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { routeTable } = (await server.ssrLoadModule('/src/routes/route-table.ts')) as {
      routeTable: readonly RouteEntry[];
    };
    const { flowRoutes } = (await server.ssrLoadModule('virtual:compiled-flows')) as {
      flowRoutes: Record<string, { route: string; successRoute: string }>;
    };
    const flowPaths = new Set(
      Object.values(flowRoutes).flatMap(({ route, successRoute }) => [route, successRoute]),
    );
    return routeTable.map((entry) => ({
      path: entry.path,
      kind: entry.kind,
      requiredFlags: entry.requiredFlags,
      fallback: entry.fallback ?? '/',
      flowRoute: flowPaths.has(entry.path),
    }));
  } finally {
    await server.close();
  }
}

const routes = await loadRouteTable();

// ---- How each route is visited --------------------------------------------------------------

/**
 * Session and developer routes that are not simply opened. Every `session` route must be listed
 * here (a new one fails the plan): most of them leave the portal or need the provider's answer.
 * Production hiding and blocking (hiddenInProduction, blockedInProduction) do not apply: the
 * e2e build is a test build, and tests/routes.test.tsx covers production.
 */
const sessionRoutes: Record<string, 'open' | 'last' | { skip: string }> = {
  '/signin-oidc': {
    skip: "the member's return from the provider: runs only with the provider's code and state (sign-in.spec.ts walks it)",
  },
  '/redirect': { skip: 'the same return under its second path (sign-in.spec.ts)' },
  '/advisor': {
    skip: 'starts an advisor sign-in at the provider, replacing the member session (sign-in.spec.ts)',
  },
  '/advisor/redirect': { skip: "the advisor's return from the provider (sign-in.spec.ts)" },
  '/ssp/sign-in': {
    skip: 'starts a staff sign-in at the directory, replacing the member session (sign-in.spec.ts)',
  },
  '/ssp/redirect': { skip: "the staff member's return from the directory (sign-in.spec.ts)" },
  '/stub-login': { skip: 'the crawl signs in through it (every context starts there)' },
  // Ends the session: opened last in every context, and must show the logged-out page.
  '/logout': 'last',
  '/overzicht-pensioenen': 'open',
  '/foutmelding': 'open',
  '/onderhoud': 'open',
};

/** Real values for route parameters, by parameter name. */
const parameterValues: Record<string, string[]> = {
  category: readJson<{ categories: { slug: string }[] }>(
    'src',
    'pages',
    'contact',
    'faq',
    'nl.json',
  ).categories.map((category) => category.slug),
  // src says where the member came from: the investment-choice overview or its wizard.
  src: ['beleggingskeuze', 'wijzigen'],
  // The devbox's flow previews: every flow.
  flowId: readdirSync(join(root, 'flows'))
    .filter((file) => file.endsWith('.flow.json'))
    .map((file) => file.replace(/\.flow\.json$/, ''))
    .sort(),
};

/** An unknown path, to prove the crawl recognises the not-found page. */
const UNKNOWN_PATH = '/crawl-bestaat-niet';

/**
 * The personas the crawl signs in as, and which of the gating flags each LACKS (rules/permissions.json
 * over stub/personas; every other flag holds). The crawl proves these lists: a persona visiting a
 * route it should hold the flags for is checked to stay there, a persona checked for a redirect
 * must be sent away. The first persona holding a route's flags visits it.
 */
const retiredSoonVariants: PermissionFlag[] = [
  'allowVisitRetiredSoonInvestingPages',
  'allowVisitRetiredSoonGuaranteedPages',
  'allowVisitRetiredSoonComboPages',
];
const crawlPersonas: Record<string, readonly PermissionFlag[]> = {
  'member-active': ['allowVisitRetiredSoonPages', ...retiredSoonVariants],
  'member-retiring-investing': [
    'allowVisitRetiredSoonGuaranteedPages',
    'allowVisitRetiredSoonComboPages',
  ],
  'member-retiring-guaranteed': [
    'allowVisitRetiredSoonInvestingPages',
    'allowVisitRetiredSoonComboPages',
    'allowVisitInvestmentChoicePages',
  ],
  'member-retiring-combo': [
    'allowVisitRetiredSoonInvestingPages',
    'allowVisitRetiredSoonGuaranteedPages',
  ],
};

/** Personas that lack flags, for the redirect checks (first one lacking any of a route's flags). */
const gatePersonas: Record<string, readonly PermissionFlag[]> = {
  // Paid-up: the policy is not active, no extra-deposit package, no advisor permission.
  'member-paid-up': [
    'hasActivePolicy',
    'allowExtraDepositChange',
    'allowVisitWorkLessPage',
    'allowCombinePension',
    'allowAccrualChange',
    'allowNetPensionChange',
    'allowAnwChange',
    'allowAdditionalPartnerPensionChange',
    'allowAdvisorChoices',
    'allowVisitRetiredSoonPages',
    ...retiredSoonVariants,
  ],
  'member-guaranteed': ['allowVisitInvestmentChoicePages'],
  'member-final-age': ['allowVisitStopWorkPage'],
  // An active policy without any package: no pension package, no projections, nothing invested.
  'member-no-package': [
    'hasPensionPolicy',
    'allowVisitInvestmentChoicePages',
    'allowAccrualChange',
    'allowNetPensionChange',
    'allowVisitRetiredSoonPages',
    ...retiredSoonVariants,
  ],
  // An agreement without extra-deposit rules (extraDepositAgreement null).
  'member-no-extra-deposit': [
    'hasExtraDepositAgreement',
    'allowExtraDepositChange',
    'allowVisitRetiredSoonPages',
    ...retiredSoonVariants,
  ],
  'member-active': crawlPersonas['member-active'] ?? [],
};

/** What a visited route must show. */
type Expect = 'page' | 'wizard' | 'success' | 'logout' | 'not-found';

interface Visit {
  /** The route-table path. */
  route: string;
  url: string;
  expect: Expect;
}

interface GateCheck {
  route: string;
  url: string;
  fallback: string;
}

/**
 * A route's paths with parameters filled (an optional `:name?` without a known value is left
 * out); undefined when a required parameter has no known values.
 */
function urlsOf(path: string): string[] | undefined {
  let urls = [path];
  for (const [whole, name = '', optional] of path.matchAll(/\/:(\w+)(\?)?/g)) {
    const values = parameterValues[name] ?? [];
    if (values.length === 0 && !optional) return undefined;
    const segments = values.length > 0 ? values.map((value) => `/${value}`) : [''];
    urls = urls.flatMap((url) => segments.map((segment) => url.replace(whole, segment)));
  }
  return urls;
}

const lacksAny = (lacking: readonly PermissionFlag[], flags: readonly PermissionFlag[]) =>
  flags.some((flag) => lacking.includes(flag));

/** Visits per crawl persona, redirect checks per gate persona, and what cannot be crawled. */
function plan() {
  const visits = new Map<string, Visit[]>(Object.keys(crawlPersonas).map((id) => [id, []]));
  const gates = new Map<string, GateCheck[]>();
  const problems: string[] = [];
  /** What the crawl leaves out, shown as annotations of the first test. */
  const notes: { type: string; description: string }[] = [];
  const last = new Set<Visit>();
  for (const route of routes) {
    if (route.path === '*') {
      visits.get('member-active')?.push({ route: '*', url: UNKNOWN_PATH, expect: 'not-found' });
      continue;
    }
    const special = sessionRoutes[route.path];
    if (route.kind === 'session' && special === undefined) {
      problems.push(
        `${route.path}: a session route the crawl does not know (add it to sessionRoutes)`,
      );
      continue;
    }
    if (typeof special === 'object') {
      notes.push({ type: 'not crawled', description: `${route.path}: ${special.skip}` });
      continue;
    }
    const urls = urlsOf(route.path);
    if (!urls) {
      problems.push(
        `${route.path}: no known value for its route parameter (add to parameterValues)`,
      );
      continue;
    }
    const visitor = Object.entries(crawlPersonas).find(
      ([, lacking]) => !lacksAny(lacking, route.requiredFlags),
    );
    if (!visitor) {
      problems.push(
        `${route.path}: no crawl persona holds ${route.requiredFlags.join(' + ')} (add one to crawlPersonas)`,
      );
      continue;
    }
    const expected: Expect =
      special === 'last'
        ? 'logout'
        : !route.flowRoute
          ? 'page'
          : route.kind === 'success'
            ? 'success'
            : 'wizard';
    for (const url of urls) {
      const visit = { route: route.path, url, expect: expected };
      visits.get(visitor[0])?.push(visit);
      if (special === 'last') last.add(visit);
    }
    if (route.requiredFlags.length === 0) continue;
    const gatekeeper = Object.entries(gatePersonas).find(([, lacking]) =>
      lacksAny(lacking, route.requiredFlags),
    );
    if (gatekeeper) {
      const list = gates.get(gatekeeper[0]) ?? [];
      list.push({ route: route.path, url: urls[0] ?? route.path, fallback: route.fallback });
      gates.set(gatekeeper[0], list);
    } else {
      problems.push(
        `${route.path}: no persona lacks ${route.requiredFlags.join(' or ')} for the redirect check (add one to gatePersonas)`,
      );
    }
  }
  // The session-ending routes go last.
  for (const list of visits.values())
    list.sort((a, b) => Number(last.has(a)) - Number(last.has(b)));
  // A persona with nothing to visit gets no test.
  for (const [id, list] of visits) if (list.length === 0) visits.delete(id);
  return { visits, gates, problems, notes };
}

const crawl = plan();

// ---- Checking a page ------------------------------------------------------------------------

/** Exhibits of the component listings: their spinners, skeletons and errors are on show. */
const outsideExhibits = ':not([data-testid^="listing-"] *):not([data-sample] *)';

/**
 * Spinners, skeletons and other busy parts that are shown (a wizard step rendered ahead, hidden,
 * may be waiting for its query).
 */
const busy = (page: Page) =>
  page.locator(
    `:is([data-testid="loading"], [role="status"]:has(> [data-size]), [aria-busy="true"])${outsideExhibits}:visible`,
  );

/** The heading of the page shown now (not one marked as the previous page's). */
const heading = (page: Page) => page.locator('h1:not([data-crawl-previous])').first();

/** Waits until the page has its heading and nothing loads any more. */
async function settle(page: Page): Promise<void> {
  await expect(heading(page)).toBeVisible();
  await expect(busy(page)).toHaveCount(0);
  await expect(heading(page)).toBeVisible();
}

/**
 * Goes to `url` inside the running portal, as its links do (history entry plus popstate, which
 * the router follows), so the sign-in, the texts and the chunks already loaded are reused. The
 * previous page's heading is marked, so the wait is for the new page. Every route is its own
 * React tree (keyed by path), so its heading is a new element; the same route with another
 * parameter value keeps its elements: a full load then.
 */
async function open(page: Page, url: string, fullLoad: boolean): Promise<void> {
  if (fullLoad) {
    await page.goto(url);
    return;
  }
  await page.evaluate((target) => {
    for (const h1 of document.querySelectorAll('h1')) h1.setAttribute('data-crawl-previous', '');
    const state = window.history.state as { idx?: number } | null;
    window.history.pushState({ usr: null, key: 'crawl', idx: (state?.idx ?? 0) + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
}

/** The paths a route-table path matches (`:name` one segment, `:name?` an optional one). */
function routePattern(path: string): RegExp {
  const pattern = path
    .split(/(\/:\w+\??)/)
    .map((part) =>
      part.startsWith('/:')
        ? part.endsWith('?')
          ? '(?:/[^/]+)?'
          : '/[^/]+'
        : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${pattern}$`);
}

const notFoundTitles = languages.map((language) => texts[language]['page.notFound.title']);

/** Opens `url` and checks what it shows; throws with what is wrong. */
async function checkVisit(
  page: Page,
  visit: Visit,
  language: Language,
  fullLoad: boolean,
): Promise<void> {
  await open(page, `${visit.url}${fullLoad && language === 'en' ? '?lang=en' : ''}`, fullLoad);
  await settle(page);
  const title = (await heading(page).innerText()).trim();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (visit.expect === 'not-found') {
    expect(title, 'the not-found heading').toBe(texts[language]['page.notFound.title']);
  } else {
    expect(notFoundTitles, `not-found page instead of ${visit.url}`).not.toContain(title);
    // A route may fill in an optional parameter itself (a flow preview opens its first step).
    const route = routePattern(visit.route);
    await expect(page, 'stays on the route').toHaveURL(
      (url) => url.pathname.startsWith(visit.url) && route.test(url.pathname),
    );
  }
  await expect(
    page.locator(`[data-testid="load-error"]${outsideExhibits}`),
    'a query failed',
  ).toHaveCount(0);
  if (visit.expect === 'wizard') {
    // A wizard shows its first step or its guard; a path no flow claims yet, the placeholder.
    await expect(
      page
        .getByTestId('wizard')
        .or(page.getByTestId('wizard-guard'))
        .or(page.getByTestId('placeholder-page')),
    ).toBeVisible();
  } else if (visit.expect === 'success') {
    await expect(
      page.getByTestId('wizard-success').or(page.getByTestId('placeholder-page')),
    ).toBeVisible();
  } else if (visit.expect === 'logout') {
    expect(title).toBe(texts[language]['auth.logout.title']);
  }
  await expectAccessible(page);
}

/** The first lines of an error, for the failure list. */
const brief = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6)
    .join('\n    ');

// ---- The tests ------------------------------------------------------------------------------

test('every route of the table has a way to be crawled', () => {
  test.info().annotations.push(...crawl.notes);
  expect(crawl.problems).toEqual([]);
  const planned = [...crawl.visits.values()].flat().length;
  expect(planned, 'routes planned').toBeGreaterThan(50);
});

/**
 * A persona's visits in parts of at most CRAWL_PART pages, each a test of its own with its own
 * sign-in, so the longest crawl does not hold one worker while the others are done. `/logout`
 * stays the last visit of the last part.
 */
const CRAWL_PART = 35;
function parts<T>(visits: readonly T[]): T[][] {
  const count = Math.max(1, Math.ceil(visits.length / CRAWL_PART));
  const size = Math.ceil(visits.length / count);
  return Array.from({ length: count }, (_, index) =>
    visits.slice(index * size, (index + 1) * size),
  );
}

for (const [persona, allVisits] of crawl.visits) {
  for (const [part, visits] of parts(allVisits).entries())
    for (const language of languages) {
      const of = parts(allVisits).length;
      test(`crawl as ${persona} in ${language === 'nl' ? 'Dutch' : 'English'}${of > 1 ? ` (part ${part + 1} of ${of})` : ''}: ${visits.length} pages`, async ({
        page,
        request,
      }) => {
        test.setTimeout(60_000 + visits.length * 8_000);
        await resetStub(request);
        await signInAsPersona(page, persona);
        const failures: string[] = [];
        let previous: Visit | undefined;
        let previousFailed = false;
        for (const visit of visits) {
          // The first page loads in full (with ?lang=en for English), and so does one after a
          // failure (nothing carries over), one of the same route as the previous visit (another
          // parameter value: the router keeps the page, see `open`) and /logout (it clears the
          // session, language choice included).
          const fullLoad =
            !previous ||
            previousFailed ||
            previous.route === visit.route ||
            visit.expect === 'logout';
          try {
            await checkVisit(page, visit, language, fullLoad);
            previousFailed = false;
          } catch (error) {
            failures.push(`${visit.url} (${visit.expect}): ${brief(error)}`);
            previousFailed = true;
          }
          previous = visit;
        }
        expect(failures, `${failures.length} of ${visits.length} pages failed`).toEqual([]);
      });
    }
}

for (const [persona, checks] of crawl.gates) {
  test(`gated routes send ${persona} to their fallback: ${checks.length} routes`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000 + checks.length * 6_000);
    await resetStub(request);
    await signInAsPersona(page, persona);
    const failures: string[] = [];
    for (const check of checks) {
      try {
        await page.goto(check.url);
        await page.waitForURL((url) => url.pathname === check.fallback);
        await settle(page);
        await expect(page).toHaveURL((url) => url.pathname === check.fallback);
      } catch (error) {
        failures.push(`${check.url} → ${check.fallback}: ${brief(error)}`);
      }
    }
    expect(failures, `${failures.length} of ${checks.length} redirects failed`).toEqual([]);
  });
}
