// The page's one h1 (the route's title) with an optional intro paragraph.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface PageHeadingProps {
  /** Message id of the title; pages pass the route's titleId. */
  titleId: string;
  intro?: ReactNode;
}

export function PageHeading({ titleId, intro }: PageHeadingProps) {
  return (
    <Box sx={{ mb: 4 }}>
      <Typography component="h1" variant="h4" sx={{ mb: intro ? 1.5 : 0 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {intro && <Typography sx={{ maxWidth: '70ch' }}>{intro}</Typography>}
    </Box>
  );
}
