// Which named queries the rules read, in dependency order, and the parameters each runs with.
// Pure: the hooks and the tests over the stub personas resolve parameters the same way.
import { resolveParams } from '../api/queries/query-key';
import type { QueryName, QueryParams } from '../api/queries/query-registry';
import type { ClientSession } from '../session/session-types';
import type { QueryData } from './rule-types';

/**
 * Every query a rule in rules/ may name, in an order where a query comes after those its
 * parameters are taken from. A new query in a rule's `needs` joins here (a test checks it).
 */
export const ruleQueryNames = [
  'Settings',
  'PolicyDetails',
  'AgreementDetails',
  'PersonalPensionAge',
  'EmploymentDetails',
  'GlobalParameters',
  'ProjectionsQuery',
  'AnwVoluntaryInfo',
  'PendingTrades',
  'AdvisorDetails',
  'EmployerImpersonationPermission',
] as const satisfies readonly QueryName[];

export type RuleQueryName = (typeof ruleQueryNames)[number];

/** How a query runs: with these parameters, not yet (waiting), or not at all (answer = null). */
export type QueryPlan<N extends QueryName> =
  { kind: 'run'; params: QueryParams<N> } | { kind: 'wait' } | { kind: 'none' };

/** What the parameters come from. */
export interface QueryPlanContext {
  session: ClientSession;
  /** Answers of the queries before this one (only the ones it takes parameters from matter). */
  data: QueryData;
  /** False when the member has no policy at all; undefined while unknown. */
  policyAvailable?: boolean;
}

const WAIT = { kind: 'wait' } as const;
const NONE = { kind: 'none' } as const;

function companyIdOf(answer: unknown, path: 'advisor' | 'employer'): string | undefined {
  if (path === 'advisor') {
    const list = (answer as { companyDetailsItemCollection?: { companyId?: unknown }[] } | null)
      ?.companyDetailsItemCollection;
    const id = Array.isArray(list) ? list[0]?.companyId : undefined;
    return typeof id === 'string' && id ? id : undefined;
  }
  const id = (answer as { agreementDetailsInfo?: { companyId?: unknown } } | null)
    ?.agreementDetailsInfo?.companyId;
  return typeof id === 'string' && id ? id : undefined;
}

type AnyPlan = { kind: 'run'; params: unknown } | { kind: 'wait' } | { kind: 'none' };

/** Parameters of the two queries the registry cannot take from the session alone. */
function specialPlan(name: RuleQueryName, context: QueryPlanContext): AnyPlan | null {
  const { session, data } = context;
  if (name === 'AdvisorDetails') {
    // An advisor's own company, or (for a member) the advisors serving the policy's employer.
    const advisorId = session.impersonation?.advisorId ?? session.policyId;
    if (advisorId) return { kind: 'run', params: { advisorId } };
    return context.policyAvailable === false ? NONE : WAIT;
  }
  if (name === 'EmployerImpersonationPermission') {
    if (data.AdvisorDetails === undefined || data.AgreementDetails === undefined) return WAIT;
    const advisor = companyIdOf(data.AdvisorDetails, 'advisor');
    const employer = companyIdOf(data.AgreementDetails, 'employer');
    return advisor && employer ? { kind: 'run', params: { advisor, employer } } : NONE;
  }
  return null;
}

/** How the rule query `name` runs now. */
export function planRuleQuery<N extends RuleQueryName>(
  name: N,
  context: QueryPlanContext,
): QueryPlan<N> {
  const special = specialPlan(name, context);
  if (special) return special as QueryPlan<N>;
  const params = resolveParams(name, undefined, context.session);
  if (params !== null) return { kind: 'run', params };
  // Only the policy queries lack session parameters: without any policy they do not apply.
  return context.policyAvailable === false ? NONE : WAIT;
}

/** The queries these rules need, in dependency order, with what their parameters come from. */
export function queriesFor(needs: Iterable<QueryName>): RuleQueryName[] {
  const wanted = new Set<QueryName>(needs);
  if (wanted.has('EmployerImpersonationPermission')) {
    wanted.add('AdvisorDetails');
    wanted.add('AgreementDetails');
  }
  return ruleQueryNames.filter((name) => wanted.has(name));
}
