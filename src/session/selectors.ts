// Values derived from the session; pure, so components, the http client and tests share them.
import type { ClientSession, PortalLocale } from './session-types';

/** The active language: temporaryLocale, else preferredLocale, else Dutch (spec section 4). */
export function activeLocale(session: ClientSession): PortalLocale {
  return session.temporaryLocale ?? session.preferredLocale ?? 'nl-NL';
}

/** The bearer token, read from cfData (spec section 3). */
export function readToken(session: ClientSession): string | undefined {
  return session.cfData?.accessToken;
}

/**
 * Token renewal offset (spec section 9: 300 s): a token that expires within this time counts as
 * expired already, so it is renewed before a call can go out with it and fail on the way.
 */
export const TOKEN_RENEWAL_OFFSET_MS = 300 * 1000;

/** The moment (ms) the session's token stops counting as valid; undefined without a token. */
export function tokenValidUntil(session: ClientSession): number | undefined {
  return session.cfData && session.cfData.expiresAt - TOKEN_RENEWAL_OFFSET_MS;
}

/** True when a token exists that is still valid at `now` (ms), the renewal offset included. */
export function hasValidToken(session: ClientSession, now: number): boolean {
  const until = tokenValidUntil(session);
  return until !== undefined && until > now;
}

/** Advisors (AdvisorOneWelcome) and staff (AAD) see the portal read-only (spec section 6). */
export function isReadOnly(session: ClientSession): boolean {
  return session.authMethod === 'AdvisorOneWelcome' || session.authMethod === 'AAD';
}

/** True when a read-only session acts for a participant. */
export function isImpersonating(session: ClientSession): boolean {
  return isReadOnly(session) && session.impersonation !== undefined;
}

/** The new-messages amount: the number of unread messages. */
export function newMessagesCount(session: ClientSession): number {
  return session.unreadMessages.length;
}

/** The stub id sent as X-Stub-Id: only a stub id containing `-STUB` (spec section 7). */
export function stubHeaderId(session: ClientSession): string | undefined {
  return session.stubId?.includes('-STUB') ? session.stubId : undefined;
}
