// Whether the session holds a token that is still valid (the renewal offset included); flips by
// itself at that moment.
import { useSyncExternalStore } from 'react';
import { hasValidToken, tokenValidUntil } from '../session/selectors';
import { getSession, subscribeSession } from '../session/session';

const LONGEST_TIMEOUT = 2 ** 31 - 1;

function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const until = tokenValidUntil(getSession());
    const delay = until === undefined ? -1 : until - Date.now();
    if (delay >= 0) timer = setTimeout(onChange, Math.min(delay + 1, LONGEST_TIMEOUT));
  };
  const unsubscribe = subscribeSession(() => {
    schedule();
    onChange();
  });
  schedule();
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

const snapshot = () => hasValidToken(getSession(), Date.now());

export function useTokenValid(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
