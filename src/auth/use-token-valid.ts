// Whether the session holds a token that has not expired; flips by itself at the expiry moment.
import { useSyncExternalStore } from 'react';
import { hasValidToken } from '../session/selectors';
import { getSession, subscribeSession } from '../session/session';

const LONGEST_TIMEOUT = 2 ** 31 - 1;

function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const expiresAt = getSession().cfData?.expiresAt;
    const delay = expiresAt === undefined ? -1 : expiresAt - Date.now();
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
