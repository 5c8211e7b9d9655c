// The hook pages and flows use to read data by name: `useQuery('PolicyDetails')`.
import useSWR, { type SWRResponse } from 'swr';
import { useSession } from '../session/use-session';
import { fetchQuery } from './queries/fetch-query';
import { queryKey, resolveParams } from './queries/query-key';
import type { QueryName, QueryParams, QueryResult } from './queries/query-registry';

/**
 * Data of a named query through SWR (spec section 9 settings from DataProvider). Without params
 * the session supplies them (the selected policy); `null` params switch the query off.
 */
export function useQuery<N extends QueryName>(
  name: N,
  params?: QueryParams<N> | null,
): SWRResponse<QueryResult<N>, Error> {
  const session = useSession();
  const key = queryKey(name, params, session);
  const resolved = resolveParams(name, params, session);
  return useSWR<QueryResult<N>, Error>(key, () =>
    fetchQuery(name, resolved ?? ({} as QueryParams<N>)),
  );
}
