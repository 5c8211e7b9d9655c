/**
 * The errors of a failed "next" at the top of the step, each a link that moves focus to its
 * field. It takes focus itself when it appears (the parent calls `focus` on the ref), and
 * `role="alert"` announces it.
 */
import { styled } from '@mui/material/styles';
import { useId, type Ref } from 'react';
import { useIntl } from 'react-intl';

const Box = styled('div')({
  border: '4px solid #b3261e',
  padding: '16px 20px',
  margin: '0 0 24px',
  '&:focus-visible': { outline: '3px solid #003a63', outlineOffset: '2px' },
  '& h2': { margin: '0 0 8px', fontSize: '1.25rem' },
  '& ul': { margin: 0, paddingLeft: 20 },
  '& a': { color: '#b3261e', fontWeight: 600 },
});

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
    <Box ref={ref} role="alert" tabIndex={-1} aria-labelledby={titleId} data-testid="error-summary">
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
    </Box>
  );
}
