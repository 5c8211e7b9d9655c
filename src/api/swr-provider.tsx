// SWR for the whole portal with the generic client defaults of spec section 9 (named queries
// bring their own, see swr-settings.ts). The cache is emptied when the
// session's identity changes (new session id), so one person's data never shows for another.
// Queries still in use ask again: an answer in flight at that moment is dropped by SWR, and without
// a new request the query would wait for it for the whole deduplication interval.
import { useEffect, useRef, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { useSession } from '../session/use-session';
import { isNamedQueryKey } from './queries/query-key';
import { genericClientSettings } from './swr-settings';

// The named queries keep their answers for the session (their own settings, passed by useQuery);
// every other call gets the generic client defaults.
const settings = genericClientSettings((key) => !isNamedQueryKey(key));

export function DataProvider({ children }: { children: ReactNode }) {
  const sessionId = useSession((session) => session.sessionId);
  const previous = useRef(sessionId);
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (previous.current === sessionId) return;
    previous.current = sessionId;
    void mutate(() => true, undefined, { revalidate: true });
  }, [sessionId, mutate]);
  return <SWRConfig value={settings}>{children}</SWRConfig>;
}
