// Access denied (/foutmelding): why, per reason code, and the code itself to quote.
// The code comes from `?code=`, the navigation state `{ code }`, or the session's
// policyOrPackageDeniedErrorCode.
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { phoneMessage, supportPhone } from '../../ui/modals/support-phone';
import { useUiSession } from '../../ui/session-port';
import { reasonMessage } from './access-denied-reasons';
import { SessionPage } from './session-page';

function codeFromState(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'code' in state) {
    const { code } = state as { code: unknown };
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export function AccessDeniedPage() {
  const { search, state } = useLocation();
  const session = useUiSession();
  const code =
    new URLSearchParams(search).get('code') ||
    codeFromState(state) ||
    session.policyOrPackageDeniedErrorCode ||
    undefined;
  return (
    <SessionPage title={<FormattedMessage id="page.accessDenied.title" />}>
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage {...reasonMessage(code)} />
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage {...phoneMessage('page.accessDenied.contact', supportPhone())} />
      </Typography>
      {code && (
        <Typography data-testid="access-denied-code">
          <FormattedMessage id="page.accessDenied.code" values={{ code }} />
        </Typography>
      )}
    </SessionPage>
  );
}
