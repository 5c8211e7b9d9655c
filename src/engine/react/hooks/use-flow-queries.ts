/**
 * The named queries a flow lists (`flow.queries`), each through `useQuery` so the answers share
 * the SWR cache with every other page. The list comes from the flow file and never changes while
 * a wizard page is mounted (the page is keyed by flow id), so the hooks run in a stable order.
 */
import { useQuery, type QueryName } from '../../../api';

/** Query answers by name once all have arrived; the first failure otherwise. */
export interface FlowQueriesState {
  data?: Record<string, unknown>;
  error?: Error;
}

export function useFlowQueries(names: readonly string[]): FlowQueriesState {
  const answers: Record<string, unknown> = {};
  let error: Error | undefined;
  let waiting = false;
  for (const name of names) {
    // A flow's query list is fixed for the mounted page (see above): same hooks, same order.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const result = useQuery(name as QueryName);
    if (result.error) error ??= result.error;
    else if (result.data === undefined) waiting = true;
    else answers[name] = result.data;
  }
  if (error) return { error };
  return waiting ? {} : { data: answers };
}
