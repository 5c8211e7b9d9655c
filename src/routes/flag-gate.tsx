// Spec section 6, route gating: every required flag must be true, else the visitor goes to the
// route's fallback (default home). While the flags load a spinner shows: the page never flashes.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { PermissionFlag } from '../permissions/rules';
import { usePermissions } from '../permissions/use-permissions';
import { Spinner } from '../ui/spinner/spinner';

export interface FlagGateProps {
  flags: readonly PermissionFlag[];
  /** Where to go without them. */
  fallback: string;
  children: ReactNode;
}

export function FlagGate({ flags, fallback, children }: FlagGateProps) {
  const { flags: values, loading } = usePermissions(flags);
  if (loading) return <Spinner block size="lg" />;
  return flags.every((flag) => values[flag] === true) ? (
    children
  ) : (
    <Navigate to={fallback} replace />
  );
}
