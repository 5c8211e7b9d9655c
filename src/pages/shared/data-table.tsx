// A visible data table with a caption and column headers, scrollable sideways on small screens
// (the scroll area can be focused so keyboard users can scroll it too).
import Box from '@mui/material/Box';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface Column {
  /** Message id of the header. */
  labelId: string;
  /** Numbers align right. */
  numeric?: boolean;
}

export interface DataTableProps {
  /** Message id of the caption. */
  captionId: string;
  captionValues?: Record<string, string | number>;
  /** Hide the caption visually (a heading above already says it). */
  captionHidden?: boolean;
  columns: readonly Column[];
  /** Each row: a key and its cells; the first cell is the row header. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  'data-testid'?: string;
}

export function DataTable({
  captionId,
  captionValues,
  captionHidden = false,
  columns,
  rows,
  ...rest
}: DataTableProps) {
  const intl = useIntl();
  const captionElement = useId();
  return (
    <Box
      role="region"
      aria-labelledby={captionElement}
      tabIndex={0}
      data-testid={rest['data-testid']}
      sx={{
        overflowX: 'auto',
        mb: 3,
        '&:focus-visible': { outline: '3px solid #003a63', outlineOffset: 2 },
      }}
    >
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          width: '100%',
          '& caption': captionHidden
            ? {
                position: 'absolute',
                width: '1px',
                height: '1px',
                overflow: 'hidden',
                clip: 'rect(0 0 0 0)',
              }
            : { textAlign: 'left', fontWeight: 600, pb: 1 },
          '& th, & td': {
            borderBottom: 1,
            borderColor: '#c4c4c4',
            px: 1.5,
            py: 1,
            verticalAlign: 'top',
          },
          '& thead th': { borderBottom: 2, borderColor: 'text.primary', whiteSpace: 'nowrap' },
          '& [data-numeric]': { textAlign: 'right', whiteSpace: 'nowrap' },
          '& th': { textAlign: 'left' },
        }}
      >
        <caption id={captionElement}>
          {intl.formatMessage({ id: captionId }, captionValues)}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.labelId} scope="col" data-numeric={column.numeric || undefined}>
                <FormattedMessage id={column.labelId} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} data-numeric={columns[index]?.numeric || undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
