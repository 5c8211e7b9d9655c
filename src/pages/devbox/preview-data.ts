// The data of a flow preview, read as a stub persona without signing in: a token from the stub
// (`POST /__stub/token`, as /stub-login gets one), then the flow's named queries and the queries of
// the permission flags through the portal's own http client on a session of that persona only.
// The portal's session is never touched and nothing is ever written.
import {
  createHttpClient,
  fetchQuery,
  resolveParams,
  type HttpClient,
  type QueryName,
  type QueryParams,
} from '../../api';
import { tokenPatch } from '../../auth/token';
import { portalConfig } from '../../config/portal-config';
import type { FlowSession } from '../../engine/core';
import {
  evaluateFlags,
  planRuleQuery,
  queriesFor,
  ruleQueryNames,
  type QueryData,
  type RuleQueryName,
} from '../../permissions';
import { permissionFlagNames, permissionRules } from '../../permissions/rules';
import { queriesForFlags } from '../../permissions/use-permissions';
import { getSession } from '../../session/session';
import type { ClientSession } from '../../session/session-types';

/** What a preview renders with. */
export interface PreviewData {
  /** The flow's query answers by name. */
  data: Record<string, unknown>;
  /** Every permission flag (false when its data could not be read). */
  permissions: Record<string, boolean | undefined>;
  session: FlowSession;
  /** Runs any named query as the persona (a step's own query). */
  fetchQuery: (name: string, params: unknown) => Promise<unknown>;
}

/** Signs nobody in: a session of `personId` for the preview's own client. */
async function personaSession(
  personId: string,
  policyId: string | undefined,
  fetchFn: typeof fetch,
): Promise<ClientSession> {
  const answer = await fetchFn('/__stub/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ personId }),
  });
  if (!answer.ok) throw new Error(`Stub token request failed with status ${answer.status}`);
  const token = (await answer.json()) as { access_token: string; expires_in: number };
  return {
    ...getSession(),
    authMethod: 'PersonId',
    stubId: personId,
    userId: personId,
    policyId,
    impersonation: undefined,
    ...tokenPatch(token.access_token, token.expires_in, Date.now()),
  } as ClientSession;
}

const isRuleQuery = (name: string): name is RuleQueryName =>
  (ruleQueryNames as readonly string[]).includes(name);

/** Reads the preview's data as `personId` (with `policyId`, the persona's first policy). */
export async function loadPreviewData(
  personId: string,
  policyId: string | undefined,
  queries: readonly string[],
  locale: FlowSession['locale'],
  fetchFn: typeof fetch = (...args) => window.fetch(...args),
): Promise<PreviewData> {
  const session = await personaSession(personId, policyId, fetchFn);
  const client: HttpClient = createHttpClient({
    fetch: fetchFn,
    getSession: () => session,
    config: portalConfig,
    currentPath: () => window.location.pathname,
    now: () => Date.now(),
    // A preview's failed read changes nothing in the portal: it just has no answer.
    applyEffect: () => {},
  });
  const deps = { client, applyEffect: () => {}, currentPath: () => window.location.pathname };
  const run = (name: string, params: unknown) =>
    fetchQuery(name as QueryName, params as QueryParams<QueryName>, deps);

  const data: Record<string, unknown> = {};
  await Promise.all(
    queries.map(async (name) => {
      const params = resolveParams(name as QueryName, undefined, session);
      data[name] = await run(name, params ?? {});
    }),
  );

  // The permission flags, from the rule queries they need (one round, in parallel).
  const ruleData: QueryData = {};
  const failed = new Set<string>();
  await Promise.all(
    queriesFor(queriesForFlags(permissionFlagNames)).map(async (name) => {
      if (!isRuleQuery(name)) return;
      const plan = planRuleQuery(name, { session, data: {}, policyAvailable: Boolean(policyId) });
      if (plan.kind === 'none') ruleData[name] = null;
      if (plan.kind !== 'run') return;
      try {
        ruleData[name] = await run(name, plan.params);
      } catch {
        ruleData[name] = null;
        failed.add(name);
      }
    }),
  );
  const permissions: Record<string, boolean | undefined> = evaluateFlags(
    permissionRules,
    ruleData,
    new Date(),
  );
  for (const flag of permissionFlagNames) {
    if (
      permissions[flag] === undefined ||
      permissionRules.flags[flag].needs.some((query) => failed.has(query))
    )
      permissions[flag] = false;
  }
  return {
    data,
    permissions,
    session: {
      ...(policyId ? { policyId } : {}),
      personId,
      locale,
      readOnly: false,
    },
    fetchQuery: run,
  };
}
