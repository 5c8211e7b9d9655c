// SWR settings of spec section 9: no retry, no refetch on focus, mount or reconnect, answers kept
// fresh for 10 minutes. SWR has no "stale time": deduplication over 10 minutes plus no revalidation
// of cached data on mount gives the same behaviour.
import type { SWRConfiguration } from 'swr';

export const TEN_MINUTES = 10 * 60 * 1000;

export const swrSettings = {
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  dedupingInterval: TEN_MINUTES,
  focusThrottleInterval: TEN_MINUTES,
} as const satisfies SWRConfiguration;
