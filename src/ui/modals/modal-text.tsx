// A paragraph of modal text given by message id (keeps catalogue modals short).
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface ModalTextProps {
  id: string;
  values?: Record<string, ReactNode>;
  lang?: string;
}

/** `<p>` with the message `id`. */
export function ModalText({ id, values, lang }: ModalTextProps) {
  return (
    <Typography component="p" sx={{ mb: 2 }} lang={lang}>
      <FormattedMessage id={id} values={values} />
    </Typography>
  );
}
