// SWR settings of spec section 9. The named queries (useQuery): no retry, no refetch on focus,
// mount or reconnect, answers kept fresh for 10 minutes; SWR has no "stale time": deduplication
// over 10 minutes plus no revalidation of cached data on mount gives the same behaviour. Every
// other call through SWR (the generic client defaults): 3 retries with the delay doubling from
// 1 s up to 30 s, and cache entries no component has used for 5 minutes discarded.
import type { Key, Middleware, SWRConfiguration } from 'swr';
import { unstable_serialize, useSWRConfig } from 'swr';
import { useEffect } from 'react';

export const TEN_MINUTES = 10 * 60 * 1000;

/** The named queries' settings: passed by useQuery to each of its hooks. */
export const swrSettings = {
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  dedupingInterval: TEN_MINUTES,
  focusThrottleInterval: TEN_MINUTES,
} as const satisfies SWRConfiguration;

/** Generic client default: retries after a failed call. */
export const GENERIC_RETRY_COUNT = 3;
/** Generic client default: the first retry's delay; each next one doubles. */
export const FIRST_RETRY_DELAY_MS = 1000;
/** Generic client default: the longest delay between retries. */
export const MAX_RETRY_DELAY_MS = 30 * 1000;
/** Generic client default: how long a cache entry no component uses is kept. */
export const UNUSED_ENTRY_LIFETIME_MS = 5 * 60 * 1000;

/** Delay before retry number `attempt` (1 for the first): 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Middleware: an entry whose last user unmounted is deleted from the cache `lifetimeMs` later,
 * unless a component uses it again meanwhile. `discardable` says which keys it looks after.
 */
export function discardUnused(
  lifetimeMs: number,
  discardable: (key: Key) => boolean = () => true,
): Middleware {
  const users = new Map<string, number>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return (useSWRNext) =>
    function useDiscardUnused(key, fetcher, config) {
      const serialized = discardable(key) ? unstable_serialize(key) : '';
      const { cache } = useSWRConfig();
      useEffect(() => {
        if (!serialized) return undefined;
        clearTimeout(timers.get(serialized));
        timers.delete(serialized);
        users.set(serialized, (users.get(serialized) ?? 0) + 1);
        return () => {
          const left = (users.get(serialized) ?? 1) - 1;
          users.set(serialized, left);
          if (left > 0) return;
          timers.set(
            serialized,
            setTimeout(() => {
              timers.delete(serialized);
              if (!users.get(serialized)) cache.delete(serialized);
            }, lifetimeMs),
          );
        };
      }, [serialized, cache]);
      return useSWRNext(key, fetcher, config);
    };
}

/** The generic client defaults: SWR's configuration for the whole portal (DataProvider). */
export function genericClientSettings(discardable?: (key: Key) => boolean) {
  return {
    errorRetryCount: GENERIC_RETRY_COUNT,
    onErrorRetry: (_error, _key, config, revalidate, { retryCount }) => {
      if (config.shouldRetryOnError === false || retryCount > GENERIC_RETRY_COUNT) return;
      setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount));
    },
    use: [discardUnused(UNUSED_ENTRY_LIFETIME_MS, discardable)],
  } satisfies SWRConfiguration;
}
