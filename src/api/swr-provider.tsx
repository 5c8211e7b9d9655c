// SWR for the whole portal with the settings of spec section 9. The cache is emptied when the
// session's identity changes (new session id), so one person's data never shows for another.
// Queries still in use ask again: an answer in flight at that moment is dropped by SWR, and without
// a new request the query would wait for it for the whole deduplication interval.
import { useEffect, useRef, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { useSession } from '../session/use-session';
import { swrSettings } from './swr-settings';

export function DataProvider({ children }: { children: ReactNode }) {
  const sessionId = useSession((session) => session.sessionId);
  const previous = useRef(sessionId);
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (previous.current === sessionId) return;
    previous.current = sessionId;
    void mutate(() => true, undefined, { revalidate: true });
  }, [sessionId, mutate]);
  return <SWRConfig value={swrSettings}>{children}</SWRConfig>;
}
