// /advisor: an advisor arrives from the advisor portal to act for a participant, read-only.
// Query: personId (participant), advisorId, employerId.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Impersonation } from '../session/session-types';
import { startSignIn } from './sign-in';
import { SigninStatus } from './signin-status';

/** Who the advisor acts for, from the query. */
export function advisorImpersonation(params: URLSearchParams): Impersonation | undefined {
  const personId = params.get('personId');
  if (!personId) return undefined;
  const advisorId = params.get('advisorId') ?? undefined;
  const employerId = params.get('employerId') ?? undefined;
  return { personId, ...(advisorId && { advisorId }), ...(employerId && { employerId }) };
}

export function AdvisorSignIn() {
  const [params] = useSearchParams();
  useEffect(() => {
    const impersonation = advisorImpersonation(params);
    startSignIn({
      kind: 'AdvisorOneWelcome',
      returnTo: '/',
      userId: impersonation?.personId,
      impersonation,
    }).catch((error: unknown) => console.error('advisor sign-in could not start', error));
  }, [params]);
  return <SigninStatus />;
}
