// All permission flags as far as the data already fetched allows, for the user-rights modal:
// it reads the SWR cache and never fetches (spec section 2: values are fetched only when used).
import { unstable_serialize, useSWRConfig } from 'swr';
import { queryKey } from '../api/queries/query-key';
import type { QueryName, QueryParams } from '../api/queries/query-registry';
import { useSession } from '../session/use-session';
import { evaluateFlags, type FlagValues } from './evaluate-flags';
import { planRuleQuery, ruleQueryNames } from './rule-queries';
import type { QueryData } from './rule-types';
import { permissionRules, type PermissionFlag } from './rules';
import { useNow } from './use-now';

/** Every flag: true, false, or undefined when a query it needs was not fetched (yet). */
export function useKnownPermissionFlags(): FlagValues<PermissionFlag> {
  const { cache } = useSWRConfig();
  const session = useSession();
  const now = useNow();
  const data: QueryData = {};
  for (const name of ruleQueryNames) {
    const plan = planRuleQuery(name, { session, data });
    if (plan.kind === 'none') data[name] = null;
    if (plan.kind !== 'run') continue;
    const key = queryKey(name as QueryName, plan.params as QueryParams<QueryName>, session);
    const state = key ? cache.get(unstable_serialize(key)) : undefined;
    if (state?.data !== undefined) data[name] = state.data;
  }
  return evaluateFlags(permissionRules, data, now);
}
