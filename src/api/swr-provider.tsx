// SWR for the whole portal with the settings of spec section 9. The cache is emptied when the
// session's identity changes (new session id), so one person's data never shows for another.
import { useEffect, useRef, type ReactNode } from 'react';
import { SWRConfig, mutate } from 'swr';
import { useSession } from '../session/use-session';
import { swrSettings } from './swr-settings';

export function DataProvider({ children }: { children: ReactNode }) {
  const sessionId = useSession((session) => session.sessionId);
  const previous = useRef(sessionId);
  useEffect(() => {
    if (previous.current === sessionId) return;
    previous.current = sessionId;
    void mutate(() => true, undefined, { revalidate: false });
  }, [sessionId]);
  return <SWRConfig value={swrSettings}>{children}</SWRConfig>;
}
