// /stub-login: sign in by person id (test environments only). `?personId=ID` signs in at once;
// `&returnTo=/path` then opens that path of the portal instead of home (a tester's deep link
// straight into a wizard, one page load instead of two). Only a path of this portal is followed.
import { Alert, Box, Button, Container, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../signin-state';
import { stubSignIn, UnknownStubPersonError } from './stub-sign-in';

type Status = 'idle' | 'busy' | 'unknown' | 'failed';

export function StubLogin() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const deepLinkId = params.get('personId')?.trim() || undefined;
  const returnTo = safeReturnPath(params.get('returnTo') ?? undefined);
  const [personId, setPersonId] = useState(deepLinkId ?? '');
  const [status, setStatus] = useState<Status>(deepLinkId ? 'busy' : 'idle');
  const deepLinkUsed = useRef(false);

  const signIn = useCallback(
    (id: string) =>
      stubSignIn(id).then(
        () => void navigate(returnTo, { replace: true }),
        (error: unknown) => {
          console.error('stub sign-in failed', error);
          setStatus(error instanceof UnknownStubPersonError ? 'unknown' : 'failed');
        },
      ),
    [navigate, returnTo],
  );

  useEffect(() => {
    if (!deepLinkId || deepLinkUsed.current) return;
    deepLinkUsed.current = true;
    void signIn(deepLinkId);
  }, [deepLinkId, signIn]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = personId.trim();
    if (!id || status === 'busy') return;
    setStatus('busy');
    void signIn(id);
  };

  return (
    <Container maxWidth="sm">
      <Typography component="h1" variant="h4" gutterBottom>
        <FormattedMessage id="auth.stubLogin.title" />
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
        <TextField
          id="stub-login-person-id"
          name="personId"
          label={intl.formatMessage({ id: 'auth.stubLogin.personId' })}
          value={personId}
          onChange={(event) => setPersonId(event.target.value)}
          required
          autoComplete="off"
        />
        <Button type="submit" variant="contained" loading={status === 'busy'}>
          <FormattedMessage id="auth.stubLogin.submit" />
        </Button>
        {status === 'busy' && (
          <Typography role="status">
            <FormattedMessage id="signin.busy" />
          </Typography>
        )}
        {(status === 'unknown' || status === 'failed') && (
          <Alert severity="error" role="alert">
            <FormattedMessage
              id={status === 'unknown' ? 'auth.stubLogin.unknownPerson' : 'signin.failed'}
            />
          </Alert>
        )}
      </Box>
    </Container>
  );
}
