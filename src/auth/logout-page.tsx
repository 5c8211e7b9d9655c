// /logout: where the provider sends the browser after sign-out. Leaves no token and no
// identity-library entry in any storage, and offers to sign in again.
import { Container, Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { clearSignInData } from '../session/cleanup';
import { resetSession } from '../session/session';

/** Everything logout removes; also usable without the page. */
export function clearAfterLogout(): void {
  clearSignInData();
  resetSession();
}

export function LogoutPage() {
  useEffect(clearAfterLogout, []);
  return (
    <Container>
      <Typography component="h1" variant="h4">
        <FormattedMessage id="auth.logout.title" />
      </Typography>
      <Typography>
        <FormattedMessage id="auth.logout.text" />
      </Typography>
      <Link component={RouterLink} to="/">
        <FormattedMessage id="auth.signInAgain" />
      </Link>
    </Container>
  );
}
