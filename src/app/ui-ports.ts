// Connects the shared UI's ports (src/ui/session-port.ts) to the real client session, sign-out,
// named queries and permission flags.
import { useQuery } from '../api/use-query';
import { signOut } from '../auth/sign-out';
import { useTokenValid } from '../auth/use-token-valid';
import { useKnownPermissionFlags } from '../permissions';
import { featureTogglesOf } from '../permissions/rule-data';
import { updateSession, useSession } from '../session';
import { newMessagesCount } from '../session/selectors';
import type { UiPorts } from '../ui/session-port';

/** Feature toggle that, when switched off (by Settings or the configured default), blocks the English texts. */
export const ENGLISH_TOGGLE = 'AllowEnglish';

function usePensionCount(): number {
  const { data } = useQuery('PensionInfo', useTokenValid() ? undefined : null);
  return data?.employmentPensionInfoCollection.length ?? 0;
}

/** Starts the inbox list (its answer sets the session's unread messages) and reads the count. */
function useUnreadCount(): number {
  useQuery('Messages', useTokenValid() ? undefined : null);
  return useSession(newMessagesCount);
}

function useEnglishBlocked(): boolean {
  const { data } = useQuery('Settings');
  return featureTogglesOf(data)[ENGLISH_TOGGLE] === false;
}

export const appUiPorts: UiPorts = {
  useSession,
  updateSession,
  signOut,
  usePensionCount,
  usePermissionFlags: useKnownPermissionFlags,
  useEnglishBlocked,
  useUnreadCount,
};
