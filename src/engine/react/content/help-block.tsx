/** An expandable explanation: native details/summary, keyboard and screen-reader ready. */
import { useIntl } from 'react-intl';
import type { HelpBlock } from '../../core';
import styles from '../wizard.module.css';

export function HelpBlockView({ block }: { block: HelpBlock }) {
  const intl = useIntl();
  return (
    <details className={styles.helpBlock}>
      <summary>{intl.formatMessage({ id: block.title })}</summary>
      <div>
        {block.items.map((item) => (
          <p key={item}>{intl.formatMessage({ id: item })}</p>
        ))}
      </div>
    </details>
  );
}
