/**
 * The errors of a failed "next" at the top of the step, each a link that moves focus to its
 * field. It takes focus itself when it appears (the parent calls `focus` on the ref), and
 * `role="alert"` announces it.
 */
import { useId, type Ref } from 'react';
import { useIntl } from 'react-intl';
import styles from '../wizard.module.css';

/** One entry: the message and the element its link focuses. */
export interface ErrorSummaryItem {
  targetId: string;
  message: string;
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  ref?: Ref<HTMLDivElement>;
}

function focusField(targetId: string) {
  const element = document.getElementById(targetId);
  if (!element) return;
  element.scrollIntoView?.({ block: 'center' });
  element.focus();
}

export function ErrorSummary({ items, ref }: ErrorSummaryProps) {
  const intl = useIntl();
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="error-summary"
      className={styles.errorSummary}
    >
      <h2 id={titleId}>{intl.formatMessage({ id: 'wizard.errorSummary.title' })}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.targetId}>
            <a
              href={`#${item.targetId}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(item.targetId);
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
