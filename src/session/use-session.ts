// React access to the client session.
import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session';
import type { ClientSession } from './session-types';

/**
 * The current session, or one value of it. A selector must return a stored value (not a new
 * object), or React re-renders forever.
 */
export function useSession(): ClientSession;
export function useSession<T>(select: (session: ClientSession) => T): T;
export function useSession<T>(select?: (session: ClientSession) => T): ClientSession | T {
  const snapshot = () => (select ? select(getSession()) : getSession());
  return useSyncExternalStore(subscribeSession, snapshot, snapshot);
}
