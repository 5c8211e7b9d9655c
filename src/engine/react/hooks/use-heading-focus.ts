/**
 * Focus on a step change: to the new step's heading, once the frame that shows the step has been
 * painted (moving focus restyles the page and fires focus events: in an animation-frame callback
 * that work held back the very frame the member waits for); not on arrival, and not to a step the
 * wizard returns to with errors, where the error summary takes focus instead.
 */
import { useCallback, useEffect, useRef } from 'react';
import { afterNextPaint } from '../../../ui/after-paint';
import { stepHeadingId } from '../parts/step-frame';

/** Moves focus on every change of `stepId`; returns how to leave it to the error summary. */
export function useHeadingFocus(stepId: string | undefined): {
  /** The wizard is going to `target` with errors: its error summary takes focus there. */
  summaryTakesFocus: (target: string) => void;
} {
  const shown = useRef(stepId);
  const summaryFocus = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current === stepId) return;
    shown.current = stepId;
    if (!stepId) return;
    if (summaryFocus.current === stepId) {
      summaryFocus.current = null;
      return;
    }
    return afterNextPaint(() => document.getElementById(stepHeadingId(stepId))?.focus());
  }, [stepId]);
  const summaryTakesFocus = useCallback((target: string) => {
    summaryFocus.current = target;
  }, []);
  return { summaryTakesFocus };
}
