// Which policy the rules run on. Nothing else selects one yet: when the session holds no policy,
// or one the signed-in member does not have (left in local storage by someone before), the first
// policy of PensionInfo becomes the session's policy. Belongs with the session once it selects.
import { useEffect } from 'react';
import { useQuery } from '../api/use-query';
import { updateSession } from '../session/session';
import { useSession } from '../session/use-session';

/** `selected`: session.policyId is one of the member's. `none`: the member has no policy. */
export type PolicySelection = 'selected' | 'loading' | 'none';

export function usePolicySelection(): PolicySelection {
  const policyId = useSession((session) => session.policyId);
  const { data, error } = useQuery('PensionInfo');
  const ids = data?.employmentPensionInfoCollection.map((entry) => entry.policyId);
  const choice = ids && policyId && ids.includes(policyId) ? policyId : ids?.[0];

  useEffect(() => {
    if (choice && choice !== policyId) updateSession({ policyId: choice });
  }, [choice, policyId]);

  // Without the list, trust a stored policy: its own queries will tell.
  if (error) return policyId ? 'selected' : 'none';
  if (!ids) return 'loading';
  if (!choice) return 'none';
  return choice === policyId ? 'selected' : 'loading';
}
