// A titled part of a page: a <section> named by its h2 (or h3), so screen-reader users can jump
// between the parts.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface SectionProps {
  /** Message id of the heading. */
  titleId: string;
  titleValues?: Record<string, string | number>;
  /** Default 2. */
  level?: 2 | 3;
  children: ReactNode;
  'data-testid'?: string;
}

export function Section({ titleId, titleValues, level = 2, children, ...rest }: SectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }} {...rest}>
      <Typography
        id={headingId}
        component={level === 2 ? 'h2' : 'h3'}
        variant={level === 2 ? 'h5' : 'h6'}
        sx={{ mb: 2 }}
      >
        <FormattedMessage id={titleId} values={titleValues} />
      </Typography>
      {children}
    </Box>
  );
}
