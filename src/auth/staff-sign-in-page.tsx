// /ssp/sign-in: self-service sign-in of staff through the directory (AAD), read-only.
// Query: userId (the participant to act for; the state value of spec section 4).
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { startSignIn } from './sign-in';
import { SigninStatus } from './signin-status';

export function StaffSignIn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const userId = params.get('userId') ?? params.get('personId') ?? undefined;
    startSignIn({ kind: 'AAD', userId }).then(
      (path) => path && void navigate(path, { replace: true }),
      (error: unknown) => {
        console.error('staff sign-in could not start', error);
        setFailed(true);
      },
    );
  }, [params, navigate]);
  return <SigninStatus failed={failed} />;
}
