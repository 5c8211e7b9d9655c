/**
 * The session facts a flow may read (`session.<key>`), from the client session; the locale is the
 * language the page is shown in, which the core writes its number examples in.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { isReadOnly } from '../../../session/selectors';
import { useSession } from '../../../session/use-session';
import type { FlowSession } from '../../core';

export function useFlowSession(): FlowSession {
  const policyId = useSession((session) => session.policyId);
  // Drafts are kept per person: the member acted for when impersonating, else the signed-in one.
  const personId = useSession((session) => session.impersonation?.personId ?? session.userId);
  // The language shown, which is the session's unless English is switched off.
  const { locale } = useIntl();
  const readOnly = useSession(isReadOnly);
  return useMemo(
    () => ({
      ...(policyId ? { policyId } : {}),
      ...(personId ? { personId } : {}),
      locale,
      readOnly,
    }),
    [policyId, personId, locale, readOnly],
  );
}
