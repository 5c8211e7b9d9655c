/**
 * The lines of a summary as a definition list (label, value as the flow formats it), and the
 * section frame around one step's lines: the summary step and the success page's "what you sent"
 * show answers the same way.
 */
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SummaryLine } from '../../core';
import { formatValue } from '../format/format-value';
import styles from './summary.module.css';

/** One step's answers. */
export function Section(props: ComponentProps<'section'>) {
  return <section {...props} className={styles.section} />;
}

/** The heading row of a section: its title (an h3 with `id`), and what `children` add. */
export function SectionHead({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.head}>
      <h3 className={styles.title} id={id}>
        {title}
      </h3>
      {children}
    </div>
  );
}

/** The lines as label / value pairs. */
export function SummaryLines({ lines }: { lines: readonly SummaryLine[] }) {
  const intl = useIntl();
  return (
    <dl className={styles.list}>
      {lines.map((line) => (
        <div className={styles.row} key={line.label}>
          <dt>{intl.formatMessage({ id: line.label })}</dt>
          <dd>{formatValue(intl, line.value, line.format, line.valueLabel)}</dd>
        </div>
      ))}
    </dl>
  );
}
