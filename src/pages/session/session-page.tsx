// Shared frame of the session pages: an h1 and paragraphs.
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SessionPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {children}
    </>
  );
}
