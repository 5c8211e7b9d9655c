// The provider returns here with a code; exchange it and go back to the remembered path.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { userManager } from './user-manager';

export function SigninCallback() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    userManager('OneWelcome')
      .signinRedirectCallback()
      .then((user) => {
        const state = user.state as { returnTo?: string } | undefined;
        navigate(state?.returnTo ?? '/', { replace: true });
      })
      .catch((error: unknown) => {
        console.error(error);
        setFailed(true);
      });
  }, [navigate]);
  return (
    <main id="main">
      <p role={failed ? 'alert' : 'status'}>
        <FormattedMessage id={failed ? 'signin.failed' : 'signin.busy'} />
      </p>
    </main>
  );
}
