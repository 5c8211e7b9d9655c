// The named data queries of spec section 3, each mapped to its section 7 path: ONE registry.
// Pages and flows ask by name (`useQuery('PolicyDetails')`); a new query joins by adding a line.
import {
  messagesDataEffect,
  pensionInfoErrorEffect,
  projectionsDataEffect,
  projectionsErrorEffect,
} from '../errors/query-rules';
import {
  defineQuery,
  fixedQuery,
  policyFromSession,
  policyQuery,
  unavailable,
  type PolicyParams,
} from './query-definition';
import {
  globalParametersSchema,
  parseWith,
  pensionInfoSchema,
  personalPensionAgeSchema,
  personDetailsSchema,
  policyDetailsSchema,
  settingsSchema,
  type GlobalParameters,
  type PensionInfo,
  type PersonalPensionAge,
  type PersonDetails,
  type PolicyDetails,
  type Settings,
} from './schemas';

const PLANNER = 'served by the finance planner service, whose paths spec section 7 does not show';
const NOT_IN_SPEC = 'spec section 7 gives no path for it';

/** Reads one list out of a larger answer (missing → empty). */
function collection(field: string) {
  return (raw: unknown): unknown[] => {
    const value =
      typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[field] : undefined;
    return Array.isArray(value) ? value : [];
  };
}

export const queryRegistry = {
  /** By advisor id, else by the selected policy (the stub accepts both). */
  AdvisorDetails: defineQuery<{ advisorId: string }>({
    source: 'spec',
    request: ({ advisorId }) => ({
      path: `/plexus/getAdvisorDetails/${encodeURIComponent(advisorId)}`,
    }),
    fromSession: (session) => {
      const advisorId = session.impersonation?.advisorId ?? session.policyId;
      return advisorId ? { advisorId } : undefined;
    },
  }),
  AdvisorPermissions: fixedQuery({ path: '/ParticipantPermission/list' }),
  AgreementDetails: policyQuery('/plexus/agreementDetailsQuery'),
  /** The voluntary Anw cover frame; pairing with coverChangeEventFrameQuery is our reading. */
  AnwVoluntaryInfo: policyQuery('/plexus/coverChangeEventFrameQuery', { source: 'inferred' }),
  /** Stub README: `allowedFundsCollection` of the unit-link answer. */
  AllowedFunds: policyQuery('/plexus/policyUnitLinkInfoQuery', {
    source: 'stub',
    parse: collection('allowedFundsCollection'),
  }),
  CalculatePolicyExtraSavings: policyQuery('/plexus/nlCalculatePolicyExtraSavingsQuery'),
  Co2: policyQuery('/Co2/co2Data'),
  CordData: unavailable(NOT_IN_SPEC),
  /** The participant's documents (the employer's: AgreementDocuments). */
  Documents: policyQuery('/PolicyDocuments/getPolicyDocuments'),
  Document: defineQuery<{ id: string }, Blob>({
    source: 'spec',
    request: ({ id }) => ({
      path: `/imageNow/document/${encodeURIComponent(id)}`,
      responseType: 'blob',
    }),
  }),
  EmployerImpersonationPermission: defineQuery<{ advisor: string; employer: string }>({
    source: 'spec',
    request: ({ advisor, employer }) => ({
      path: '/ParticipantPermission/can-give-impersonation-permission',
      query: { advisor, employer },
    }),
  }),
  /** A 404 means no employment: null, not an error. */
  EmploymentDetails: defineQuery<PolicyParams, unknown>({
    source: 'spec',
    request: ({ policyId }) => ({
      path: `/plexus/employmentQuery/${encodeURIComponent(policyId)}`,
      notFoundAsNull: true,
    }),
    fromSession: policyFromSession,
  }),
  FranchiseDefinedContribution: policyQuery('/plexus/franchiseDefinedContributionQuery'),
  /** Fund links by fund name; pairing with the fund lookup is our reading. */
  FundVwdLinks: defineQuery<{ searchText: string }>({
    source: 'inferred',
    request: ({ searchText }) => ({ path: '/lookup/asr', query: { searchText } }),
  }),
  GlobalParameters: fixedQuery<GlobalParameters>(
    { path: '/plexus/globalParametersQuery' },
    { parse: parseWith('GlobalParameters', globalParametersSchema) },
  ),
  InitiatePensionPlanner: unavailable(PLANNER),
  IntermediateScreen: unavailable(NOT_IN_SPEC),
  Messages: policyQuery('/messagebox/messages', { dataEffect: messagesDataEffect }),
  Message: defineQuery<{ id: string }>({
    source: 'spec',
    request: ({ id }) => ({ path: `/messagebox/message/${encodeURIComponent(id)}` }),
  }),
  NibudExpenses: unavailable(PLANNER),
  NlWtpInsuredPensionQuery: policyQuery('/plexus/nlWtpInsuredPensionQuery', {
    failureMessage: 'Failed to get NlWtpInsuredPension',
  }),
  OcktoDataSourcesAvailability: unavailable(
    'served by the external income-data receiver, whose paths spec section 7 does not show',
  ),
  /** Stub README: `pendingTradesCollection` of the unit-link answer. */
  PendingTrades: policyQuery('/plexus/policyUnitLinkInfoQuery', {
    source: 'stub',
    parse: collection('pendingTradesCollection'),
  }),
  PensionInfo: fixedQuery<PensionInfo>(
    { path: '/plexus/employmentPensionInfoQuery' },
    {
      keyIncludesToken: true,
      parse: parseWith('PensionInfo', pensionInfoSchema),
      errorEffect: pensionInfoErrorEffect,
    },
  ),
  PensionPlannerDashboard: unavailable(PLANNER),
  PersonalPensionAge: policyQuery<PersonalPensionAge>('/plexus/personalPensionAgeQuery', {
    parse: parseWith('PersonalPensionAge', personalPensionAgeSchema),
  }),
  PersonDetails: fixedQuery<PersonDetails>(
    { path: '/plexus/personDetailsQuery' },
    { parse: parseWith('PersonDetails', personDetailsSchema), notFoundText: 'modal.userNotFound' },
  ),
  PolicyDetails: policyQuery<PolicyDetails>('/plexus/policies', {
    parse: parseWith('PolicyDetails', policyDetailsSchema),
  }),
  PolicyUnitLinkInfo: policyQuery('/plexus/policyUnitLinkInfoQuery'),
  ProjectionsQuery: policyQuery('/plexus/nlUcmCalculateProjectionsQuery', {
    errorEffect: projectionsErrorEffect,
    dataEffect: projectionsDataEffect,
  }),
  /** A calculation sent as POST; the scenario is the body. */
  ScenarioProjections: defineQuery<{ scenario: unknown }>({
    source: 'spec',
    request: ({ scenario }) => ({
      method: 'POST',
      path: '/plexus/asrUcmScenarioBasedCalculateProjectionsQuery',
      body: scenario,
    }),
  }),
  /**
   * The back end's price of cover choices, sent as POST; the request (policy and covers) is the
   * body. A read: it changes nothing (stub/api/README.md). docs/adr/0014-back-end-pricing.md.
   */
  PremiumProjections: defineQuery<{ request: unknown }>({
    source: 'spec',
    request: ({ request }) => ({
      method: 'POST',
      path: '/plexus/calculatePremiumProjections',
      body: request,
    }),
  }),
  Settings: fixedQuery<Settings>(
    { path: '/settings', query: { includeFeatureFlags: true } },
    { parse: parseWith('Settings', settingsSchema) },
  ),

  // Section 7 reads that section 3 gives no name.
  AgreementDocuments: policyQuery('/PolicyDocuments/getAgreementDocuments', { source: 'extra' }),
  PolicyDetailsQuote: policyQuery('/plexus/policyDetailsQuoteQuery', { source: 'extra' }),
};

export type QueryRegistry = typeof queryRegistry;
export type QueryName = keyof QueryRegistry;
/** Names that have a path. */
export type AvailableQueryName = {
  [N in QueryName]: QueryRegistry[N] extends { available: true } ? N : never;
}[QueryName];
export type QueryParams<N extends QueryName> = QueryRegistry[N] extends {
  request(params: infer P): unknown;
}
  ? P
  : never;
export type QueryResult<N extends QueryName> = QueryRegistry[N] extends {
  parse?(raw: unknown): infer R;
}
  ? R
  : never;

export type { PolicyParams };

/**
 * The names of spec section 3 that flows may list and read as `data.<name>`: every entry but the
 * section 7 reads section 3 gives no name (`source: 'extra'`). The flow checker reads this list.
 */
export const sectionThreeQueryNames: readonly QueryName[] = (
  Object.keys(queryRegistry) as QueryName[]
).filter((name) => {
  const definition = queryRegistry[name];
  return !('source' in definition && definition.source === 'extra');
});

/** Whether a flow may name this query (see `sectionThreeQueryNames`). */
export function isSectionThreeQueryName(name: string): name is QueryName {
  return (sectionThreeQueryNames as readonly string[]).includes(name);
}
