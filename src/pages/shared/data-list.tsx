// Label–value pairs as a description list (<dl>), two columns on wide screens.
import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface DataRow {
  /** Message id of the label. */
  labelId: string;
  labelValues?: Record<string, string | number>;
  /** Rows without a value (undefined, null, false, '') are left out. */
  value: ReactNode;
  'data-testid'?: string;
}

export function DataList({ rows }: { rows: readonly DataRow[] }) {
  const shown = rows.filter(
    (row) =>
      row.value !== undefined && row.value !== null && row.value !== false && row.value !== '',
  );
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, 1fr) 2fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
        m: 0,
        maxWidth: 760,
        '& dt': { fontWeight: 600 },
        '& dd': { m: 0, mb: { xs: 1.5, sm: 0 } },
      }}
    >
      {shown.map((row) => (
        <Fragment key={row.labelId + JSON.stringify(row.labelValues ?? '')}>
          <dt>
            <FormattedMessage id={row.labelId} values={row.labelValues} />
          </dt>
          <dd data-testid={row['data-testid']}>{row.value}</dd>
        </Fragment>
      ))}
    </Box>
  );
}
