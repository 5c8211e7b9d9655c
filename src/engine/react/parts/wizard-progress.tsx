/**
 * "Step x of y" with the names of the visible steps as an ordered list; the current one carries
 * `aria-current="step"`, finished ones a hidden "(completed)".
 */
import { styled } from '@mui/material/styles';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { Progress } from '../../core';
import { VisuallyHidden } from '../../../ui/visually-hidden';

const Nav = styled('nav')({ margin: '0 0 24px' });
const Count = styled('p')({ margin: '0 0 8px', fontWeight: 600 });
const Steps = styled('ol')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 24px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  counterReset: 'step',
  '& li': { counterIncrement: 'step', color: '#595959' },
  '& li::before': { content: 'counter(step) ". "' },
  '& li[aria-current="step"]': { color: '#1a1a1a', fontWeight: 600, textDecoration: 'underline' },
  '& li[data-status="done"]': { color: '#1a1a1a' },
});

function ProgressView({ progress }: { progress: Progress }) {
  const intl = useIntl();
  return (
    <Nav aria-label={intl.formatMessage({ id: 'wizard.progress.label' })}>
      <Count>
        {intl.formatMessage(
          { id: 'wizard.progress.count' },
          { current: progress.current, total: progress.total },
        )}
      </Count>
      <Steps>
        {progress.steps.map((step) => (
          <li
            key={step.id}
            data-status={step.status}
            aria-current={step.status === 'current' ? 'step' : undefined}
          >
            {intl.formatMessage({ id: step.title })}
            {step.status === 'done' && (
              <VisuallyHidden> {intl.formatMessage({ id: 'wizard.progress.done' })}</VisuallyHidden>
            )}
          </li>
        ))}
      </Steps>
    </Nav>
  );
}

/** The same progress, step for step (a new object is computed on every keystroke). */
export function sameProgress(a: Progress, b: Progress): boolean {
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
