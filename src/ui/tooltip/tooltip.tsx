/**
 * An accessible tooltip (spec sections 4, 5 and 9): a short text about the element it wraps,
 * shown while the pointer is over it or focus is in it, referenced from the focusable element by
 * `aria-describedby` (the caller adds `tooltipId`), dismissed with Escape, and hidden on scroll
 * and on touch when the screen is at most 768 px wide (tooltip-rules.ts).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  hidesTooltip,
  TOOLTIP_SMALL_SCREEN_QUERY,
  type TooltipDismissEvent,
} from './tooltip-rules';
import styles from './tooltip.module.css';

export interface TooltipProps {
  /** The tooltip's text (already translated). */
  text: string;
  /** The element(s) it is about; the focusable one must list `tooltipId` in aria-describedby. */
  children: (tooltipId: string) => ReactNode;
}

const smallScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(TOOLTIP_SMALL_SCREEN_QUERY).matches;

/** Wraps `children` and shows `text` as their tooltip; see the module comment. */
export function Tooltip({ text, children }: TooltipProps) {
  const id = useId();
  const tooltipId = `tooltip-${id}`;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const hide = (event: TooltipDismissEvent) => {
      if (hidesTooltip(event, smallScreen())) setOpen(false);
    };
    const onScroll = () => hide('scroll');
    const onTouch = () => hide('touch');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide('escape');
    };
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('touchstart', onTouch, { capture: true, passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('touchstart', onTouch, { capture: true });
      window.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <span
      className={styles.anchor}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {children(tooltipId)}
      <span id={tooltipId} role="tooltip" className={styles.tooltip} hidden={!open}>
        {text}
      </span>
    </span>
  );
}
