// Placeholder: the client session of spec section 3 (filled in by the session work).
import type { ReactNode } from 'react';

export function SessionProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
