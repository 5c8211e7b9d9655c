// Connects the shared UI's ports (src/ui/session-port.ts) to the real client session, sign-out,
// named queries and permission flags.
import { useQuery } from '../api/use-query';
import { signOut } from '../auth/sign-out';
import { useTokenValid } from '../auth/use-token-valid';
import { useKnownPermissionFlags } from '../permissions';
import { updateSession, useSession } from '../session';
import type { UiPorts } from '../ui/session-port';

/** Feature toggle that, when present and switched off, blocks the English texts. */
export const ENGLISH_TOGGLE = 'AllowEnglish';

function usePensionCount(): number {
  const { data } = useQuery('PensionInfo', useTokenValid() ? undefined : null);
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
