/** The session facts a flow may read (`session.<key>`), from the client session. */
import { useMemo } from 'react';
import { activeLocale, isReadOnly } from '../../../session/selectors';
import { useSession } from '../../../session/use-session';
import type { FlowSession } from '../../core';

export function useFlowSession(): FlowSession {
  const policyId = useSession((session) => session.policyId);
  // Drafts are kept per person: the member acted for when impersonating, else the signed-in one.
  const personId = useSession((session) => session.impersonation?.personId ?? session.userId);
  const locale = useSession(activeLocale);
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
