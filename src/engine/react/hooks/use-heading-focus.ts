/**
 * Focus on a step change: to the new step's heading; not on arrival, and not to a step the wizard
 * returns to with errors, where the error summary takes focus instead.
 *
 * The heading is scrolled into view in the commit, so the frame that shows the step shows it
 * where focus will leave it; focus itself moves once that frame has been painted (moving focus
 * restyles the page and fires focus events: in an animation-frame callback that work held back
 * the very frame the member waits for).
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { afterNextPaint } from '../../../ui/after-paint';
import { stepHeadingId } from '../parts/step-frame';

/** Scrolls `element` to the middle of the window when it is not wholly in view, as focus does. */
function scrollIntoViewIfNeeded(element: HTMLElement) {
  const { top, bottom } = element.getBoundingClientRect();
  if (top < 0 || bottom > window.innerHeight) element.scrollIntoView?.({ block: 'center' });
}

/** Moves focus on every change of `stepId`; returns how to leave it to the error summary. */
export function useHeadingFocus(stepId: string | undefined): {
  /** The wizard is going to `target` with errors: its error summary takes focus there. */
  summaryTakesFocus: (target: string) => void;
} {
  const shown = useRef(stepId);
  const summaryFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (shown.current === stepId) return;
    shown.current = stepId;
    if (!stepId) return;
    if (summaryFocus.current === stepId) {
      summaryFocus.current = null;
      return;
    }
    const heading = document.getElementById(stepHeadingId(stepId));
    if (!heading) return;
    scrollIntoViewIfNeeded(heading);
    return afterNextPaint(() =>
      document.getElementById(stepHeadingId(stepId))?.focus({ preventScroll: true }),
    );
  }, [stepId]);
  const summaryTakesFocus = useCallback((target: string) => {
    summaryFocus.current = target;
  }, []);
  return { summaryTakesFocus };
}
