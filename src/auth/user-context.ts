import { createContext, useContext } from 'react';

/** The signed-in user as pages see it, whatever the login kind. */
export interface SignedInUser {
  /** The bearer token. */
  access_token: string;
  /** Expiry, seconds since the epoch. */
  expires_at: number;
}

/** The signed-in user, provided by RequireLogin. */
export const UserContext = createContext<SignedInUser | null>(null);

/** The signed-in user; throws outside RequireLogin. */
export function useUser(): SignedInUser {
  const user = useContext(UserContext);
  if (!user) throw new Error('useUser outside RequireLogin');
  return user;
}
