// Not found: any path the route table does not know.
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button/button';
import { SessionPage } from './session-page';

export function NotFoundPage() {
  return (
    <SessionPage title={<FormattedMessage id="page.notFound.title" />}>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage id="page.notFound.text" />
      </Typography>
      <Button to="/">
        <FormattedMessage id="page.notFound.home" />
      </Button>
    </SessionPage>
  );
}
