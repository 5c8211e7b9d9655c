// The frame of an arrange-yourself overview page: heading and intro, the current situation, the
// way to the wizard, then help texts.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageHeading } from '../shared/page-heading';
import { Section } from '../shared/section';

export interface AreaPageProps {
  titleId: string;
  introId: string;
  /** The current situation (its own sections). */
  children: ReactNode;
  /** The way to the wizard (AreaAction). */
  action?: ReactNode;
  /** Message ids of help paragraphs under "Goed om te weten". */
  helpIds?: readonly string[];
}

export function AreaPage({ titleId, introId, children, action, helpIds = [] }: AreaPageProps) {
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id={introId} />} />
      {children}
      {action && <Box sx={{ mb: 5 }}>{action}</Box>}
      {helpIds.length > 0 && (
        <Section titleId="page.arrange.help.title">
          {helpIds.map((id) => (
            <Typography key={id} sx={{ mb: 2, maxWidth: '70ch' }}>
              <FormattedMessage id={id} />
            </Typography>
          ))}
        </Section>
      )}
    </>
  );
}
