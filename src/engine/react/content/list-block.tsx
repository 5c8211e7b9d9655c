/** Bullets. */
import { useIntl } from 'react-intl';
import type { ListBlock } from '../../core';

export function ListBlockView({ block }: { block: ListBlock }) {
  const intl = useIntl();
  return (
    <ul>
      {block.items.map((item) => (
        <li key={item}>{intl.formatMessage({ id: item }, block.values)}</li>
      ))}
    </ul>
  );
}
