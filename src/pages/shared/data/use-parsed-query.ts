// A named query through SWR with its answer parsed once into the shape pages show. Every hook
// gives data, error and a retry, so each page part has its own loading and error state.
import { useCallback, useMemo } from 'react';
import { useQuery } from '../../../api/use-query';
import type { QueryName, QueryParams, QueryResult } from '../../../api/queries/query-registry';

/** One query's state as pages use it. */
export interface Loadable<T> {
  /** Undefined while loading (or waiting for the selected policy). */
  data: T | undefined;
  error: Error | undefined;
  /** Asks again (the error state's retry button). */
  retry: () => void;
}

/** `name` through SWR, its answer parsed with `parse` (a module-level function). */
export function useParsedQuery<N extends QueryName, T>(
  name: N,
  parse: (raw: QueryResult<N>) => T,
  params?: QueryParams<N> | null,
): Loadable<T> {
  const { data, error, mutate } = useQuery(name, params);
  const parsed = useMemo(() => (data === undefined ? undefined : parse(data)), [data, parse]);
  const retry = useCallback(() => void mutate(), [mutate]);
  return { data: parsed, error, retry };
}
