// What the portal does about an answer or a failed precondition: data, applied in one place
// (apply-effect.ts) so the catalogue stays pure and testable.
import type { InboxMessageRef } from '../../session/session-types';
import { isOnPage, NO_ACCESS_DENIED_REDIRECT } from './paths';

/** Access-denied reason codes (spec section 4). */
export type AccessDeniedCode =
  'BPP' | 'URM' | 'PNA' | 'POH' | 'DIS' | 'RET' | 'END' | (string & {});

export type AnswerEffect =
  /** Go to /foutmelding (unless `redirect` is false), storing the code when there is one. */
  | { kind: 'accessDenied'; code?: AccessDeniedCode; redirect: boolean }
  /** Go to /onderhoud. */
  | { kind: 'maintenance' }
  /** Show the read-only permission modal. */
  | { kind: 'readOnlyRefused' }
  /** The back end refused the data (403): show the policy-denied modal, quoting the code. */
  | { kind: 'policyDenied'; code?: string }
  /** Store the failed stub scenario; the UI shows its modal. */
  | { kind: 'stubError'; url: string; message: string }
  /** The member's unread messages as the inbox answer lists them (the menu badge). */
  | { kind: 'unreadMessages'; messages: InboxMessageRef[] }
  /** Clear local data and start sign-in (missing or expired token). */
  | { kind: 'signIn' }
  /** Nothing beyond rejecting the call. */
  | { kind: 'none' };

export const NO_EFFECT: AnswerEffect = { kind: 'none' };

/** Access denied, redirecting unless the user is on a page that never redirects there. */
export function accessDeniedEffect(currentPath: string, code?: AccessDeniedCode): AnswerEffect {
  return {
    kind: 'accessDenied',
    ...(code ? { code } : {}),
    redirect: !isOnPage(currentPath, NO_ACCESS_DENIED_REDIRECT),
  };
}
