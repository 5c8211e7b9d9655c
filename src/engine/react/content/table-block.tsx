/** A table of labelled rows, e.g. the current and the new situation side by side. */
import { useIntl } from 'react-intl';
import type { TableBlock } from '../../core';
import { formatValue } from '../format/format-value';
import styles from './blocks.module.css';

export function TableBlockView({ block }: { block: TableBlock }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <table className={styles.table}>
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
    </table>
  );
}
