// Connects the shared UI's ports (src/ui/session-port.ts) to the real client session, sign-out,
// named queries and permission flags.
import { useQuery } from '../api';
import { signOut } from '../auth';
import { useKnownPermissionFlags } from '../permissions';
import { hasValidToken, updateSession, useSession } from '../session';
import type { UiPorts } from '../ui/session-port';

/** Feature toggle that, when present and switched off, blocks the English texts. */
export const ENGLISH_TOGGLE = 'AllowEnglish';

function useSignedIn(): boolean {
  return hasValidToken(useSession(), Date.now());
}

function usePensionCount(): number {
  const { data } = useQuery('PensionInfo', useSignedIn() ? undefined : null);
  return data?.employmentPensionInfoCollection.length ?? 0;
}

function useEnglishBlocked(): boolean {
  const { data } = useQuery('Settings');
  const toggle = data?.featureToggles?.find(({ key }) => key === ENGLISH_TOGGLE);
  return toggle ? !toggle.isEnabled : false;
}

export const appUiPorts: UiPorts = {
  useSession,
  updateSession,
  signOut,
  usePensionCount,
  usePermissionFlags: useKnownPermissionFlags,
  useEnglishBlocked,
};
