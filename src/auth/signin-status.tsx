// The "signing in" / "sign-in failed" message of the sign-in pages (inside the page layout's <main>).
// Static stylesheets only: the sign-in pages load no MUI, so a member who signs in on the way to
// a wizard loads none either.
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import chrome from '../ui/layout/chrome.module.css';
import classes from './signin-status.module.css';

export function SigninStatus({ failed = false }: { failed?: boolean }) {
  return (
    <div className={chrome.container}>
      <p role={failed ? 'alert' : 'status'} className={classes.text}>
        <FormattedMessage id={failed ? 'signin.failed' : 'signin.busy'} />
      </p>
      {failed && (
        <RouterLink to="/" className={chrome.link}>
          <FormattedMessage id="auth.signInAgain" />
        </RouterLink>
      )}
    </div>
  );
}
