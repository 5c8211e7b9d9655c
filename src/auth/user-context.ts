import { createContext, useContext } from 'react';
import type { User } from 'oidc-client-ts';

/** The signed-in user, provided by RequireLogin. */
export const UserContext = createContext<User | null>(null);

/** The signed-in user; throws outside RequireLogin. */
export function useUser(): User {
  const user = useContext(UserContext);
  if (!user) throw new Error('useUser outside RequireLogin');
  return user;
}
