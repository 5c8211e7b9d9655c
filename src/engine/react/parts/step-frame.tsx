/**
 * One step as the member sees it: the error summary, and the form with the step's heading, its
 * view and back and next (the progress above it is the wizard's, one list for every step).
 * Memoised on equal props (`sameFrameProps`), so a render of the wizard that changes nothing the
 * frame shows (a change in another part, the frame left going) does not render it again.
 */
import { memo, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button';
import { stepViews, type StepView, type StepViewProps } from '../steps';
import styles from '../wizard.module.css';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';

/** The id of a step's heading (focused on every step change). */
export const stepHeadingId = (stepId: string) => `wizard-heading-${stepId}`;

/** The step's heading: renders again only when the step changes, not while the member types. */
const StepHeading = memo(function StepHeading({ id, text }: { id: string; text: string }) {
  return (
    <h2 className={styles.heading} id={id} tabIndex={-1}>
      {text}
    </h2>
  );
});

/** Back and next (or send): render again only when the step, its place or busyness changes. */
const StepActions = memo(function StepActions({
  onBack,
  busy,
  isLast,
}: {
  onBack?: () => void;
  busy: boolean;
  isLast: boolean;
}) {
  const intl = useIntl();
  return (
    <div className={styles.actions} data-wizard-actions>
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {intl.formatMessage({ id: 'wizard.back' })}
        </Button>
      )}
      <Button type="submit" loading={busy}>
        {intl.formatMessage({ id: isLast ? 'wizard.submit' : 'wizard.next' })}
      </Button>
    </div>
  );
});

/** Step views that render again only when one of their props changes. */
const memoViews: Readonly<Record<string, StepView>> = Object.fromEntries(
  Object.entries(stepViews).map(([kind, view]) => [kind, memo(view)]),
);

/** A step shown by its kind's view. */
function StepPane(props: StepViewProps) {
  const View = memoViews[props.step.kind];
  return View ? <View {...props} /> : null;
}

export interface StepFrameProps {
  /** What the step's view is handed. */
  pane: StepViewProps;
  /** The last visible step: its button sends. */
  isLast: boolean;
  /** The error summary's entries (the same empty array while there are none). */
  errorItems: readonly ErrorSummaryItem[];
  summaryRef: Ref<HTMLDivElement>;
  /** Next (the form is sent). */
  onNext: () => void;
  /** Back, when there is an earlier step. */
  onBack?: () => void;
  /** Sending: the send button shows it and ignores clicks. */
  busy: boolean;
}

function Frame({ pane, isLast, errorItems, summaryRef, onNext, onBack, busy }: StepFrameProps) {
  const intl = useIntl();
  const headingId = stepHeadingId(pane.step.id);
  return (
    <>
      <ErrorSummary ref={summaryRef} items={errorItems} />
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          onNext();
        }}
      >
        <StepHeading id={headingId} text={intl.formatMessage({ id: pane.step.title })} />
        <StepPane {...pane} />
        <StepActions onBack={onBack} busy={busy} isLast={isLast} />
      </form>
    </>
  );
}

/** The same view props: each the same value (a step view's own memo compares them so too). */
const samePane = (previous: StepViewProps, next: StepViewProps) => {
  const keys = Object.keys(previous) as (keyof StepViewProps)[];
  return (
    keys.length === Object.keys(next).length &&
    keys.every((key) => Object.is(previous[key], next[key]))
  );
};

/** The same frame: the same view props and the same other values. */
export function sameFrameProps(previous: StepFrameProps, next: StepFrameProps): boolean {
  return (
    previous.isLast === next.isLast &&
    samePane(previous.pane, next.pane) &&
    previous.errorItems === next.errorItems &&
    previous.summaryRef === next.summaryRef &&
    previous.onNext === next.onNext &&
    previous.onBack === next.onBack &&
    previous.busy === next.busy
  );
}

export const StepFrame = memo(Frame, sameFrameProps);
