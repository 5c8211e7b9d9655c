// Fetches the answers the asked rules need, through the named-query hook (SWR), and only those.
import type { SWRResponse } from 'swr';
import type { QueryName, QueryParams } from '../api/queries/query-registry';
import { useQuery } from '../api/use-query';
import type { ClientSession } from '../session/session-types';
import { useSession } from '../session/use-session';
import { planRuleQuery, type RuleQueryName } from './rule-queries';
import type { QueryData } from './rule-types';
import { usePolicySelection } from './use-policy-selection';

/** What the rules can run on now. */
export interface RuleDataState {
  /** Answers by query name; absent while loading or not asked, null when it does not apply. */
  data: QueryData;
  /** Queries that answered with an error (their data is null). */
  failed: ReadonlySet<QueryName>;
}

/** What every rule query of one render plans with. */
interface Step {
  /** The session, without a policy while the policy selection is still settling. */
  session: ClientSession;
  /** False when the member has no policy; undefined while unknown. */
  policyAvailable: boolean | undefined;
  /** The queries the asked rules need. */
  needed: ReadonlySet<QueryName>;
}

/** One query's part: not answered yet, or its answer (null on failure or when not applicable). */
type Outcome = { answered: false } | { answered: true; data: unknown; failed: boolean };

const PENDING: Outcome = { answered: false };

/** One rule query: runs only when needed and its parameters are known. */
function useRuleQuery<N extends RuleQueryName>(
  name: N,
  step: Step,
  before: QueryData = {},
): Outcome {
  const plan = step.needed.has(name)
    ? planRuleQuery(name, {
        session: step.session,
        data: before,
        policyAvailable: step.policyAvailable,
      })
    : ({ kind: 'wait' } as const);
  const swr = useQuery(
    name,
    plan.kind === 'run' ? (plan.params as QueryParams<N>) : null,
  ) as SWRResponse<unknown, Error>;
  if (!step.needed.has(name)) return PENDING;
  if (plan.kind === 'none') return { answered: true, data: null, failed: false };
  if (plan.kind === 'wait') return PENDING;
  // Settings only carries feature toggles: when it fails, every toggle is off.
  if (swr.error) {
    return name === 'Settings'
      ? { answered: true, data: {}, failed: false }
      : { answered: true, data: null, failed: true };
  }
  return swr.data === undefined ? PENDING : { answered: true, data: swr.data, failed: false };
}

const answerOf = (outcome: Outcome): unknown => (outcome.answered ? outcome.data : undefined);

/**
 * The answers of the `needed` queries. Every rule query (rule-queries.ts) has its own hook call
 * below, so hooks run in a fixed order; EmployerImpersonationPermission takes its parameters from
 * the AdvisorDetails and AgreementDetails answers.
 */
export function useRuleData(needed: ReadonlySet<QueryName>): RuleDataState {
  const session = useSession();
  const selection = usePolicySelection();
  // Until the policy is settled, policy queries would run for a policy about to change.
  const step: Step = {
    session: selection === 'loading' ? { ...session, policyId: undefined } : session,
    policyAvailable: selection === 'none' ? false : selection === 'selected' ? true : undefined,
    needed,
  };
  const agreement = useRuleQuery('AgreementDetails', step);
  const advisor = useRuleQuery('AdvisorDetails', step);
  const outcomes: Record<RuleQueryName, Outcome> = {
    Settings: useRuleQuery('Settings', step),
    PolicyDetails: useRuleQuery('PolicyDetails', step),
    AgreementDetails: agreement,
    PersonalPensionAge: useRuleQuery('PersonalPensionAge', step),
    EmploymentDetails: useRuleQuery('EmploymentDetails', step),
    GlobalParameters: useRuleQuery('GlobalParameters', step),
    ProjectionsQuery: useRuleQuery('ProjectionsQuery', step),
    AnwVoluntaryInfo: useRuleQuery('AnwVoluntaryInfo', step),
    PendingTrades: useRuleQuery('PendingTrades', step),
    AdvisorDetails: advisor,
    EmployerImpersonationPermission: useRuleQuery('EmployerImpersonationPermission', step, {
      AdvisorDetails: answerOf(advisor),
      AgreementDetails: answerOf(agreement),
    }),
  };
  const data: QueryData = {};
  const failed = new Set<QueryName>();
  for (const [name, outcome] of Object.entries(outcomes) as [RuleQueryName, Outcome][]) {
    if (!outcome.answered) continue;
    data[name] = outcome.data;
    if (outcome.failed) failed.add(name);
  }
  return { data, failed };
}
