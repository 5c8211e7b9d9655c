/** A paragraph; `intro` stands out, `note` and `warning` sit in a tinted box. */
import { useIntl } from 'react-intl';
import type { TextBlock } from '../../core';
import styles from '../wizard.module.css';

/** The classes of each variant (wizard.module.css), joined once. */
const looks: Record<TextBlock['variant'], string | undefined> = {
  plain: styles.textBlock,
  intro: `${styles.textBlock} ${styles.textIntro}`,
  note: `${styles.textBlock} ${styles.textNote}`,
  warning: `${styles.textBlock} ${styles.textWarning}`,
};

export function TextBlockView({ block }: { block: TextBlock }) {
  const intl = useIntl();
  return (
    <p className={looks[block.variant]}>{intl.formatMessage({ id: block.text }, block.values)}</p>
  );
}
