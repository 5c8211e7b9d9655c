/**
 * One step as the member sees it: progress, the error summary, and the form with the step's
 * heading, its view and back and next. The wizard shows the current step's frame and renders the
 * frame of the step Next leads to ahead, in a slot that is laid out but not seen (`StepSlot`
 * with `ahead`). Next turns that slot into the one shown: the frame is handed equal props, so it
 * is neither rendered nor laid out again.
 */
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { memo, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { Progress } from '../../core';
import { Button } from '../../../ui/button/button';
import { stepViews, type StepView, type StepViewProps } from '../steps';
import { sameStepProps } from '../steps/same-step-props';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';
import { sameProgress, WizardProgress } from './wizard-progress';

/** The id of a step's heading (focused on every step change). */
export const stepHeadingId = (stepId: string) => `wizard-heading-${stepId}`;

/** The wizard element the frames' slots are laid out in (`data-step-frames` on it). */
const FRAMES = '[data-step-frames]';
const SLOT = `${FRAMES} > [data-step-slot]`;

/**
 * The slots' styles, once per wizard rather than on every render of a slot (a slot renders
 * again on every keystroke). The step ahead is laid out with the width it will have, takes no
 * room and is not seen; either way a slot is a block formatting context, so its frame's layout is
 * the same in both places.
 */
export const StepSlotStyles = memo(function StepSlotStyles() {
  return (
    <GlobalStyles
      styles={{
        [FRAMES]: { position: 'relative' },
        [SLOT]: { display: 'flow-root' },
        [`${SLOT}[data-ahead]`]: {
          position: 'absolute',
          insetInline: 0,
          top: 0,
          height: 0,
          overflow: 'hidden',
          visibility: 'hidden',
        },
      }}
    />
  );
});

/**
 * Where a step's frame lives, in an element marked `data-step-frames` that also renders
 * `StepSlotStyles`: shown, or `ahead` (laid out but not seen, and inert).
 */
export function StepSlot({ ahead, children }: { ahead: boolean; children: ReactNode }) {
  return (
    <div data-step-slot="" data-ahead={ahead ? '' : undefined} inert={ahead}>
      {children}
    </div>
  );
}

const Actions = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  marginTop: 32,
  '& > :last-child': { marginLeft: 'auto' },
});

// Static styles as styled components: serialised once, not on every render as `sx` would be.
const Heading = styled(Typography)({
  marginBottom: 16,
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: '3px solid #003a63' },
}) as typeof Typography;

/** The step's heading: renders again only when the step changes, not while the member types. */
const StepHeading = memo(function StepHeading({ id, text }: { id: string; text: string }) {
  return (
    <Heading component="h2" variant="h5" id={id} tabIndex={-1}>
      {text}
    </Heading>
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
    <Actions data-wizard-actions>
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {intl.formatMessage({ id: 'wizard.back' })}
        </Button>
      )}
      <Button type="submit" loading={busy}>
        {intl.formatMessage({ id: isLast ? 'wizard.submit' : 'wizard.next' })}
      </Button>
    </Actions>
  );
});

/** Step views that render again only when what they show changes. */
const memoViews: Readonly<Record<string, StepView>> = Object.fromEntries(
  Object.entries(stepViews).map(([kind, view]) => [kind, memo(view, sameStepProps)]),
);

/** A step shown by its kind's view. */
function StepPane(props: StepViewProps) {
  const View = memoViews[props.step.kind];
  return View ? <View {...props} /> : null;
}

export interface StepFrameProps {
  /** What the step's view is handed. */
  pane: StepViewProps;
  /** Where the step is among the visible steps. */
  progress: Progress;
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

function Frame({ pane, progress, errorItems, summaryRef, onNext, onBack, busy }: StepFrameProps) {
  const intl = useIntl();
  const headingId = stepHeadingId(pane.step.id);
  return (
    <>
      <WizardProgress progress={progress} />
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
        <StepActions onBack={onBack} busy={busy} isLast={progress.current === progress.total} />
      </form>
    </>
  );
}

/** The same frame: equal progress and view props (see `sameStepProps`), the rest the same values. */
export function sameFrameProps(previous: StepFrameProps, next: StepFrameProps): boolean {
  return (
    sameProgress(previous.progress, next.progress) &&
    sameStepProps(previous.pane, next.pane) &&
    previous.errorItems === next.errorItems &&
    previous.summaryRef === next.summaryRef &&
    previous.onNext === next.onNext &&
    previous.onBack === next.onBack &&
    previous.busy === next.busy
  );
}

export const StepFrame = memo(Frame, sameFrameProps);
