// The "signing in" / "sign-in failed" message of the sign-in pages (inside the page layout's <main>).
import { Container, Link, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

export function SigninStatus({ failed = false }: { failed?: boolean }) {
  return (
    <Container>
      <Typography role={failed ? 'alert' : 'status'}>
        <FormattedMessage id={failed ? 'signin.failed' : 'signin.busy'} />
      </Typography>
      {failed && (
        <Link component={RouterLink} to="/">
          <FormattedMessage id="auth.signInAgain" />
        </Link>
      )}
    </Container>
  );
}
