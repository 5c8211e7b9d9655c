/**
 * Where a value sits on a labelled scale (e.g. a risk profile): the steps as an ordered list, the
 * matching one marked with a border, bold text and the words "your position", plus a sentence
 * saying the position, so nothing depends on colour.
 */
import { useIntl } from 'react-intl';
import type { ScaleBlock } from '../../core';
import styles from './blocks.module.css';

export function ScaleBlockView({ block }: { block: ScaleBlock }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const current = block.steps[block.position];
  return (
    <figure className={styles.scale}>
      <figcaption className={styles.scaleCaption}>{text(block.label)}</figcaption>
      <ol className={styles.scaleSteps}>
        {block.steps.map((step, index) => (
          <li key={String(step.value)} aria-current={index === block.position ? 'true' : undefined}>
            {text(step.label)}
            {index === block.position && (
              <span className={styles.scaleMarker}>{text('wizard.scale.marker')}</span>
            )}
          </li>
        ))}
      </ol>
      <p className={styles.scalePosition}>
        {current
          ? intl.formatMessage(
              { id: 'wizard.scale.position' },
              {
                label: text(current.label),
                position: block.position + 1,
                count: block.steps.length,
              },
            )
          : text('wizard.scale.none')}
      </p>
      {block.note && <p className={styles.scaleNote}>{text(block.note)}</p>}
    </figure>
  );
}
