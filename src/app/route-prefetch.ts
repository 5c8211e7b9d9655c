/**
 * Starts what the first page needs as soon as the portal's code runs, before React has rendered
 * anything: the page's chunks (`preload` of a lazy page: a wizard's page, flow and texts; what
 * the page only needs after its first paint, such as chart drawings, loads later by itself) and
 * the data its route gates and the page itself will ask for. Without it a wizard waits for the main
 * bundle, then the policy status, then the permission flags, then its own queries, one after the
 * other.
 *
 * Data is fetched under the exact key the hooks will use, by the same `fetchQuery` (so an error
 * answer has the same effect as when the page asks itself); an answer goes into SWR's cache as it
 * arrives (api/queries/prefetch-store), so the page renders with it at once. Policy
 * queries start only once the member's policy list confirms the policy the session will use (a
 * policy left in storage by someone else is never asked for); nothing is fetched without a valid
 * token.
 */
import { matchPath } from 'react-router';
import { fetchQuery, queryKey, resolveParams, type QueryName, type QueryParams } from '../api';
import { prefetchQuery } from '../api/queries/prefetch-store';
import { portalConfig, type PortalEnvironment } from '../config/portal-config';
import { planRuleQuery, queriesFor, ruleQueryNames, type RuleQueryName } from '../permissions';
import { policyStatusRules } from '../permissions/rules';
import { queriesForFlags } from '../permissions/use-permissions';
import { isRouteAvailable, isRouteBlocked } from '../routes/build-routes';
import type { PageDataNeeds } from '../pages/shared/page-props';
import type { RouteFact } from '../pages/shared/route-facts';
import type { RouteEntry } from '../routes/route-entry';
import { hasValidToken } from '../session/selectors';
import { getSession } from '../session/session';
import type { ClientSession } from '../session/session-types';

/** What a page can say about itself ahead of rendering (see `wizardPage` in routes/pages). */
export interface PrefetchablePage {
  /** Starts loading the page's code. */
  preload?: () => unknown;
  /** The named queries and permission flags the page will ask for once loaded, given the routes. */
  dataNeeds?: (routes: readonly RouteFact[]) => Promise<PageDataNeeds>;
}

/** The route `pathname` shows in `environment` (the first that matches, as the router picks). */
export function routeFor(
  pathname: string,
  table: readonly RouteEntry[],
  environment: PortalEnvironment = portalConfig().environment,
): RouteEntry | undefined {
  return table.find(
    (entry) =>
      entry.path !== '*' &&
      isRouteAvailable(entry, environment) &&
      !isRouteBlocked(entry, environment) &&
      matchPath({ path: entry.path, end: true }, pathname) !== null,
  );
}

const isRuleQuery = (name: string): name is RuleQueryName =>
  (ruleQueryNames as readonly string[]).includes(name);

/** Starts `name` under the key its hook will use; undefined when it has no parameters yet. */
function start(name: QueryName, session: ClientSession): Promise<unknown> | undefined {
  let params: QueryParams<QueryName> | null;
  if (isRuleQuery(name)) {
    // As useRuleData plans it.
    const plan = planRuleQuery(name, { session, data: {}, policyAvailable: true });
    params = plan.kind === 'run' ? (plan.params as QueryParams<QueryName>) : null;
  } else {
    // As useQuery(name) takes them from the session.
    params = resolveParams(name, undefined, session);
  }
  const key = params && queryKey(name, params, session);
  if (!params || !key) return undefined;
  const run = params;
  return prefetchQuery(key, () => fetchQuery(name, run));
}

/** Resolves in a new task, after what the browser has queued meanwhile (network, input, paint). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The policies the member has, from PensionInfo. */
function policiesOf(answer: unknown): string[] {
  const list = (answer as { employmentPensionInfoCollection?: { policyId?: unknown }[] })
    ?.employmentPensionInfoCollection;
  return Array.isArray(list)
    ? list.flatMap((entry) => (typeof entry.policyId === 'string' ? [entry.policyId] : []))
    : [];
}

/** What prefetchRoute started: the query names, and everything it is waiting for. */
interface Started {
  names: QueryName[];
  /** The page's code and every query started, each settling on its own. */
  work: Promise<unknown>[];
}

async function prefetch(
  pathname: string,
  table: readonly RouteEntry[],
  now: number,
  started: Started,
): Promise<void> {
  const entry = routeFor(pathname, table);
  if (!entry) return;
  const page = entry.page as PrefetchablePage;
  started.work.push(Promise.resolve(page.preload?.()));
  // The page's code is asked for first, and reading the stored session and starting the data are
  // tasks of their own: each runs its code for the first time, and one task for all of it held
  // the main thread for about 140 ms on a slow phone (Lighthouse's 4x CPU).
  await nextTask();
  const session = getSession();
  if (!entry.loginRequired || !hasValidToken(session, now)) return;
  await nextTask();
  const needs = page.dataNeeds?.(table).catch(() => undefined);
  const begin = (name: QueryName, as: ClientSession) => {
    if (started.names.includes(name)) return undefined;
    const promise = start(name, as);
    if (!promise) return undefined;
    started.names.push(name);
    started.work.push(promise);
    return promise;
  };

  // Which policy the session will use (usePolicySelection's choice).
  const list = begin('PensionInfo', session);
  if (!list) return;
  // The route gates (the policy status, then the route's flags) and the page's own flags and
  // queries, once it has said which.
  const gates = queriesFor([...policyStatusRules.needs, ...queriesForFlags(entry.requiredFlags)]);
  const wanted = Promise.resolve(needs).then((own) =>
    own ? [...gates, ...queriesForFlags(own.flags), ...own.queries] : gates,
  );
  // What needs no policy starts beside the policy list (a policy query has no parameters without
  // a policy, so it is not started here).
  const unselected: ClientSession = { ...session, policyId: undefined };
  for (const name of gates) begin(name, unselected);
  void wanted.then((names) => names.forEach((name) => begin(name, unselected)));
  const ids = policiesOf(await list.catch(() => undefined));
  const policyId = session.policyId && ids.includes(session.policyId) ? session.policyId : ids[0];
  if (!policyId) return;
  const selected: ClientSession = { ...session, policyId };
  for (const name of gates) begin(name, selected);
  for (const name of await wanted) begin(name, selected);
}

/**
 * Starts the code and data of the route at `pathname` (its gates' and the page's declared
 * needs); resolves with the queries it started (for tests).
 */
export async function prefetchRoute(
  pathname: string,
  table: readonly RouteEntry[],
  now = Date.now(),
): Promise<QueryName[]> {
  const started: Started = { names: [], work: [] };
  await prefetch(pathname, table, now, started);
  return started.names;
}

/**
 * Starts what the route at `pathname` needs (as prefetchRoute) and resolves once its code and all
 * that data have arrived or failed, or after `within` milliseconds, whichever comes first. The
 * portal's first render waits for it: rendered with its data, the first page appears whole in one
 * render, instead of rendering its loading state and then again for every answer as it arrives
 * (each such render holds the main thread, and an answer arriving during a sliced render makes
 * React throw that render away and redo it in one go).
 */
export async function firstPageReady(
  pathname: string,
  table: readonly RouteEntry[],
  within: number,
): Promise<void> {
  const started: Started = { names: [], work: [] };
  const all = prefetch(pathname, table, Date.now(), started).then(() =>
    Promise.allSettled(started.work),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, within)));
  await Promise.race([all.catch(() => undefined), limit]);
  clearTimeout(timer);
}
