/**
 * "Step x of y" with the names of the visible steps as an ordered list; the current one carries
 * `aria-current="step"`, finished ones a hidden "(completed)".
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { Progress, ProgressStep } from '../../core';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import styles from '../wizard.module.css';

/**
 * One step of the list. A step change changes two of them (the step left is done, the new one
 * current): the others are not rendered again.
 */
const ProgressItem = memo(function ProgressItem({
  title,
  status,
}: Pick<ProgressStep, 'title' | 'status'>) {
  const intl = useIntl();
  return (
    <li data-status={status} aria-current={status === 'current' ? 'step' : undefined}>
      {intl.formatMessage({ id: title })}
      {status === 'done' && (
        <VisuallyHidden> {intl.formatMessage({ id: 'wizard.progress.done' })}</VisuallyHidden>
      )}
    </li>
  );
});

function ProgressView({ progress }: { progress: Progress }) {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'wizard.progress.label' })}
      className={styles.progress}
    >
      <p className={styles.progressCount}>
        {intl.formatMessage(
          { id: 'wizard.progress.count' },
          { current: progress.current, total: progress.total },
        )}
      </p>
      <ol className={styles.progressSteps}>
        {progress.steps.map((step) => (
          <ProgressItem key={step.id} title={step.title} status={step.status} />
        ))}
      </ol>
    </nav>
  );
}

/** The same progress, step for step (a new object is computed on every keystroke). */
function sameProgress(a: Progress, b: Progress): boolean {
  return (
    a.current === b.current &&
    a.total === b.total &&
    a.steps.length === b.steps.length &&
    a.steps.every(
      (step, i) =>
        step.id === b.steps[i]?.id &&
        step.status === b.steps[i]?.status &&
        step.title === b.steps[i]?.title,
    )
  );
}

/** Renders again only when the progress itself changes, not on every keystroke. */
export const WizardProgress = memo(ProgressView, (before, after) =>
  sameProgress(before.progress, after.progress),
);
