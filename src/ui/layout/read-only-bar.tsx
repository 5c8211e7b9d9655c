// Impersonation indicator (spec section 1): blue for staff (AAD), yellow for an advisor, with
// the notice that no changes can or may be made.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { FormattedMessage } from 'react-intl';
import type { AuthMethod } from '../../session/session-types';

/** Who is looking, if the session is read-only. */
export function readOnlyRole(authMethod: AuthMethod | undefined): 'staff' | 'advisor' | undefined {
  if (authMethod === 'AAD') return 'staff';
  if (authMethod === 'AdvisorOneWelcome') return 'advisor';
  return undefined;
}

export function ReadOnlyBar({ role }: { role: 'staff' | 'advisor' }) {
  return (
    <Box
      data-testid="read-only-bar"
      data-role={role}
      sx={(theme) => ({
        bgcolor: role === 'staff' ? theme.palette.readOnly.staff : theme.palette.readOnly.advisor,
        color:
          role === 'staff' ? theme.palette.readOnly.staffText : theme.palette.readOnly.advisorText,
        py: 1,
      })}
    >
      <Container maxWidth="lg">
        <strong>
          <FormattedMessage
            id={role === 'staff' ? 'chrome.readOnly.staff' : 'chrome.readOnly.advisor'}
          />
        </strong>{' '}
        <FormattedMessage id="chrome.readOnly.notice" />
      </Container>
    </Box>
  );
}
