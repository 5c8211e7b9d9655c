// A card that leads to another page: its heading is the link, and the whole card is clickable
// (the link's ::after covers it), so there is one link per card with a meaningful name.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

export interface LinkCardProps {
  /** Message id of the heading (the link text)… */
  titleId?: string;
  /** …or the heading itself (content from data or content files). */
  title?: ReactNode;
  /** Message id of the text below it… */
  textId?: string;
  /** …or the text itself. */
  text?: ReactNode;
  textValues?: Record<string, ReactNode>;
  to: string;
  /** Default 2. */
  level?: 2 | 3;
  /** Extra content (figures) under the text. */
  children?: ReactNode;
  'data-testid'?: string;
}

export function LinkCard({
  titleId,
  title,
  textId,
  text,
  textValues,
  to,
  level = 2,
  children,
  ...rest
}: LinkCardProps) {
  return (
    <Box
      data-testid={rest['data-testid']}
      sx={{
        position: 'relative',
        height: '100%',
        boxSizing: 'border-box',
        border: 1,
        borderColor: '#c4c4c4',
        borderRadius: 2,
        p: 3,
        transition: 'box-shadow 0.2s',
        '&:hover': { boxShadow: '0 2px 8px rgba(0,0,0,0.15)' },
        '&:focus-within': { outline: '3px solid #003a63', outlineOffset: 2 },
      }}
    >
      <Typography component={level === 2 ? 'h2' : 'h3'} variant="h6" sx={{ mb: 1 }}>
        <Box
          component={RouterLink}
          to={to}
          sx={{
            color: 'primary.main',
            textUnderlineOffset: '0.2em',
            '&:focus-visible': { outline: 'none' },
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          {titleId ? <FormattedMessage id={titleId} /> : title}
        </Box>
      </Typography>
      {(textId || text) && (
        <Typography color="text.secondary">
          {textId ? <FormattedMessage id={textId} values={textValues} /> : text}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** Cards in a responsive grid. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 5,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        '& > li': { m: 0 },
      }}
    >
      {children}
    </Box>
  );
}
