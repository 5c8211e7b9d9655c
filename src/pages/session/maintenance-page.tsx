// Maintenance (/onderhoud): the back end is unavailable for a while.
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { SessionPage } from './session-page';

export function MaintenancePage() {
  return (
    <SessionPage title={<FormattedMessage id="page.maintenance.title" />}>
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage id="page.maintenance.text" />
      </Typography>
      <Typography>
        <FormattedMessage id="page.maintenance.later" />
      </Typography>
    </SessionPage>
  );
}
