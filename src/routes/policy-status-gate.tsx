// Spec section 4: a signed-in page waits for the policy status check; a denied policy never shows
// the page (the check stores the code, and AccessDeniedGuard above sends the visitor on).
import type { ReactNode } from 'react';
import { usePolicyStatus } from '../permissions/use-policy-status';
import { Spinner } from '../ui/spinner/spinner';

export function PolicyStatusGate({ children }: { children: ReactNode }) {
  const { code, loading } = usePolicyStatus();
  return loading || code ? <Spinner block size="lg" /> : children;
}
