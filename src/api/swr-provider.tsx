// Placeholder: SWR with the settings of spec section 9 (filled in by the calls work).
import type { ReactNode } from 'react';

export function DataProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
