// The provider returns here with a code (signin-oidc and /redirect for members, advisor/redirect,
// ssp/redirect): exchange it, store the user, go on.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { completeSignIn } from './complete-sign-in';
import type { OidcLoginKind } from './login-kinds';
import { SigninStatus } from './signin-status';

export function SigninCallback({ kind = 'OneWelcome' }: { kind?: OidcLoginKind }) {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<'busy' | 'failed' | 'relayed'>('busy');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeSignIn(kind).then(
      (path) => (path === null ? setOutcome('relayed') : void navigate(path, { replace: true })),
      () => setOutcome('failed'),
    );
  }, [kind, navigate]);
  if (outcome === 'relayed') return null;
  return <SigninStatus failed={outcome === 'failed'} />;
}
