// The headers of every portal API call (spec section 7), plus the page's language.
import { activeLocale, isImpersonating, readToken, stubHeaderId } from '../session/selectors';
import type { ClientSession } from '../session/session-types';

/**
 * Bearer token, session id, the impersonation headers while an advisor or staff member acts for
 * a participant, and X-Stub-Id for a stub id containing `-STUB`. `Accept-Language` names the
 * member's language (`nl-NL`, `en-GB`), so what the back end writes for the member (the summary
 * PDF with its amounts) is in the language of the pages, whatever the browser's own setting.
 */
export function requestHeaders(session: ClientSession): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Session-Id': session.sessionId,
    'Accept-Language': activeLocale(session),
  };
  const token = readToken(session);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (isImpersonating(session) && session.impersonation) {
    headers['X-Impersonated-Participant'] = session.impersonation.personId;
    if (session.impersonation.employerId) {
      headers['X-Impersonated-Employer'] = session.impersonation.employerId;
    }
  }
  const stubId = stubHeaderId(session);
  if (stubId) headers['X-Stub-Id'] = stubId;
  return headers;
}
