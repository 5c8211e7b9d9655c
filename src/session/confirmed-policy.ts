// The policy the member's policy list last confirmed in this tab, so a later full page load can
// ask for that policy's data beside the list instead of after it (app/route-prefetch). Kept in
// session storage, which sign-out and cleanup empty; tied to the session id (renewed when the
// signed-in person changes) and to whom an advisor or staff member acts for, so it never names a
// policy to anyone else.
import { SESSION_KEYS } from './storage-keys';
import type { ClientSession } from './session-types';

type Who = Pick<ClientSession, 'sessionId' | 'impersonation'>;

const whoOf = (session: Who) => `${session.sessionId} ${session.impersonation?.personId ?? ''}`;

/** The policy confirmed for this session and person, if any. */
export function confirmedPolicy(
  session: Who,
  storage: Storage = sessionStorage,
): string | undefined {
  try {
    const stored = storage.getItem(SESSION_KEYS.confirmedPolicy);
    const prefix = `${whoOf(session)} `;
    if (!stored?.startsWith(prefix)) return undefined;
    return stored.slice(prefix.length) || undefined;
  } catch {
    return undefined;
  }
}

/** Remembers that the member's policy list holds `policyId`. */
export function rememberConfirmedPolicy(
  session: Who,
  policyId: string,
  storage: Storage = sessionStorage,
): void {
  try {
    storage.setItem(SESSION_KEYS.confirmedPolicy, `${whoOf(session)} ${policyId}`);
  } catch {
    // Only the head start on the next load is lost.
  }
}
