/** A table of labelled rows, e.g. the current and the new situation side by side. */
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { TableBlock } from '../../core';
import { formatValue } from '../format/format-value';

const Table = styled('table')({
  borderCollapse: 'collapse',
  margin: '0 0 24px',
  width: '100%',
  maxWidth: 720,
  '& caption': { textAlign: 'left', fontWeight: 600, fontSize: '1.125rem', marginBottom: 8 },
  '& th, & td': { borderBottom: '1px solid #b1b4b6', padding: '8px 12px 8px 0', textAlign: 'left' },
  '& td': { textAlign: 'right' },
  '& thead th': { textAlign: 'right' },
  '& thead th:first-of-type': { textAlign: 'left' },
});

export function TableBlockView({ block }: { block: TableBlock }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Table>
      {block.caption && <caption>{text(block.caption)}</caption>}
      <thead>
        <tr>
          <td />
          {block.columns.map((column) => (
            <th key={column.label} scope="col">
              {text(column.label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {block.rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{text(row.label)}</th>
            {row.cells.map((cell, index) => (
              <td key={index}>{formatValue(intl, cell, row.format)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
