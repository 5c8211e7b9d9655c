// The hook pages and flows use to read data by name: `useQuery('PolicyDetails')`.
import useSWR, { unstable_serialize, useSWRConfig, type SWRResponse } from 'swr';
import { useSession } from '../session/use-session';
import { afterNextPaint } from '../ui/after-paint';
import { fetchQuery } from './queries/fetch-query';
import { takePrefetched } from './queries/prefetch-store';
import { queryKey, resolveParams } from './queries/query-key';
import type { QueryName, QueryParams, QueryResult } from './queries/query-registry';
import { swrSettings } from './swr-settings';

export interface QueryOptions {
  /**
   * A call that is not cached yet starts once the browser has painted the frame that asks for
   * it: what the member did (a step change) shows at once, with the query's loading state, and
   * setting the request up does not hold that frame back.
   */
  startAfterPaint?: boolean;
}

const painted = () => new Promise<void>((resolve) => afterNextPaint(resolve));

/**
 * Data of a named query through SWR, with the named queries' settings of spec section 9. Without params
 * the session supplies them (the selected policy); `null` params switch the query off.
 */
export function useQuery<N extends QueryName>(
  name: N,
  params?: QueryParams<N> | null,
  options: QueryOptions = {},
): SWRResponse<QueryResult<N>, Error> {
  const session = useSession();
  const { cache } = useSWRConfig();
  const key = queryKey(name, params, session);
  const resolved = resolveParams(name, params, session);
  const fetch = () => fetchQuery(name, resolved ?? ({} as QueryParams<N>));
  const ask = options.startAfterPaint ? () => painted().then(fetch) : fetch;
  // A request route-prefetch started for this key is used instead of a new one.
  const fetcher = () =>
    (key && takePrefetched<QueryResult<N>>(key, cache.get(unstable_serialize(key))?.data)) || ask();
  return useSWR<QueryResult<N>, Error>(key, fetcher, swrSettings);
}
