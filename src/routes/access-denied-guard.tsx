// Spec section 6: while the session holds a policy or package access-denied code, a route that
// is not exempt sends the visitor to /foutmelding.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../session/use-session';
import { ACCESS_DENIED_PATH } from '../ui/layout/chrome-rules';

export function AccessDeniedGuard({ children }: { children: ReactNode }) {
  const code = useSession((session) => session.policyOrPackageDeniedErrorCode);
  return code ? <Navigate to={ACCESS_DENIED_PATH} replace /> : children;
}
