// The one page every route shows until its own page is built: the route's title as the h1 and a
// short notice. Honest about being unfinished; no made-up content.
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

export interface PlaceholderPageProps {
  /** Message id of the route's title (route table). */
  titleId: string;
}

export function PlaceholderPage({ titleId }: PlaceholderPageProps) {
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      <Typography data-testid="placeholder-page">
        <FormattedMessage id="route.placeholder.text" />
      </Typography>
    </>
  );
}
