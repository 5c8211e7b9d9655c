// The missing-token row of spec section 8, checked before a call leaves.
import type { ClientSession } from '../../session/session-types';
import { hasValidToken } from '../../session/selectors';
import type { AnswerEffect } from './effects';
import { isSettingsCall, isStubCall } from './paths';

export const NO_TOKEN_MESSAGE = 'No auth token found, user will be redirected to login';

/** Thrown for a call without a (valid) token; sign-in has been started. */
export class MissingTokenError extends Error {
  constructor() {
    super(NO_TOKEN_MESSAGE);
    this.name = 'MissingTokenError';
  }
}

/**
 * A call needs a token that has not expired, except the settings call (public: every page asks
 * for the feature toggles, also the sign-in return pages of advisors and staff before their token
 * is in) and the stub calls of a member (OneWelcome) session. Returns the sign-in effect when the
 * call may not leave.
 */
export function checkToken(
  path: string,
  session: ClientSession,
  now: number,
): AnswerEffect | undefined {
  const exempt = isSettingsCall(path) || (isStubCall(path) && session.authMethod === 'OneWelcome');
  if (exempt || hasValidToken(session, now)) return undefined;
  return { kind: 'signIn' };
}
