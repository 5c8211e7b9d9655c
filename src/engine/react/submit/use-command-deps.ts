/**
 * What the wizard's calls are sent with (`sendNamedCall`'s dependencies): the HTTP client, the
 * session, and an `invalidate` that only collects the queries a sent command outdates. They are
 * dropped once the wizard has left the screen (when it unmounts): dropping them empties SWR's
 * data, which swaps the route's content for a spinner while its gates re-check their flags. The
 * router moves to the success page in a transition, so `navigate` returns while the wizard's
 * location is still the one rendered. Dropping the answers right then would unmount the wizard
 * under its gates, and if the answers came back before the success page had rendered, the gates
 * would mount a new wizard for the old location: its draft cleared, it would correct the URL to
 * the first step and replace the success page's entry.
 */
import { useCallback, useEffect, useRef } from 'react';
import { http, invalidateQueries, type QueryName } from '../../../api';
import { getSession, updateSession } from '../../../session/session';

/** The dependencies of the wizard's calls, the same function for the wizard's life. */
export function useCommandDeps() {
  const outdatedRef = useRef<QueryName[]>([]);
  useEffect(() => {
    const outdated = outdatedRef.current;
    return () => {
      if (outdated.length > 0) void invalidateQueries(outdated.splice(0));
    };
  }, []);

  return useCallback(() => {
    const outdated = outdatedRef.current;
    return {
      client: http,
      getSession,
      updateSession,
      invalidate: (names: readonly QueryName[]) => {
        outdated.push(...names);
        return Promise.resolve();
      },
    };
  }, []);
}
