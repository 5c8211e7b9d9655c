// Renders its children for a signed-in user (a token that has not expired); otherwise starts
// sign-in of the session's kind and comes back to the path that was asked for, unless the route
// switches remembering off.
import { useEffect, useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { useSession } from '../session/use-session';
import { startSignIn } from './sign-in';
import { useTokenValid } from './use-token-valid';
import { UserContext, type SignedInUser } from './user-context';

export interface RequireLoginProps {
  children: ReactNode;
  /** Come back to this path after sign-in (default); false returns home. */
  rememberPath?: boolean;
}

export function RequireLogin({ children, rememberPath = true }: RequireLoginProps) {
  const valid = useTokenValid();
  const cfData = useSession((session) => session.cfData);
  const authMethod = useSession((session) => session.authMethod);
  const location = useLocation();
  const returnTo = rememberPath ? location.pathname + location.search + location.hash : '/';

  useEffect(() => {
    if (valid) return;
    startSignIn({ kind: authMethod, returnTo }).catch((error: unknown) =>
      console.error('sign-in could not start', error),
    );
  }, [valid, authMethod, returnTo]);

  const user = useMemo<SignedInUser | null>(
    () =>
      cfData
        ? { access_token: cfData.accessToken, expires_at: Math.floor(cfData.expiresAt / 1000) }
        : null,
    [cfData],
  );

  if (!valid || !user) {
    return (
      <p role="status">
        <FormattedMessage id="signin.busy" />
      </p>
    );
  }
  return <UserContext.Provider value={user}>{children}</UserContext.Provider>;
}
