// Starting and ending advisor/staff impersonation (spec sections 3 and 6).
import { updateSession } from './session';
import type { Impersonation } from './session-types';

/** Stores who an advisor or staff member acts for; the person becomes the session's user. */
export function startImpersonation(impersonation: Impersonation): void {
  updateSession({ impersonation, userId: impersonation.personId });
}

/** Stops acting for someone. */
export function endImpersonation(): void {
  updateSession({ impersonation: undefined });
}
