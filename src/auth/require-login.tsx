// Renders its children for a signed-in user; otherwise starts the provider sign-in and
// remembers the path that was asked for.
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { User } from 'oidc-client-ts';
import { userManager } from './user-manager';
import { UserContext } from './user-context';

export function RequireLogin({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void userManager('OneWelcome')
      .getUser()
      .then((found) => {
        if (!active) return;
        if (found && !found.expired) setUser(found);
        else {
          setUser(null);
          const returnTo = window.location.pathname + window.location.search;
          void userManager('OneWelcome').signinRedirect({ state: { returnTo } });
        }
      });
    return () => {
      active = false;
    };
  }, []);
  if (!user) {
    return (
      <p role="status">
        <FormattedMessage id="signin.busy" />
      </p>
    );
  }
  return <UserContext.Provider value={user}>{children}</UserContext.Provider>;
}
