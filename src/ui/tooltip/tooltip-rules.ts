// When a tooltip hides (spec sections 4 and 9): on scroll and on touch when the screen is at most
// 768 px wide, where a tooltip would cover the content the member is moving to. Escape hides it
// everywhere (WCAG 1.4.13: dismissable without moving the pointer or focus).

/** Spec section 9's pixel breakpoint for tooltips. */
export const TOOLTIP_SMALL_SCREEN_PX = 768;

/** The media query of a small screen for tooltips. */
export const TOOLTIP_SMALL_SCREEN_QUERY = `(max-width: ${TOOLTIP_SMALL_SCREEN_PX}px)`;

/** Page events that may hide an open tooltip. */
export type TooltipDismissEvent = 'scroll' | 'touch' | 'escape';

/** Whether `event` hides an open tooltip on a screen `smallScreen` or not. */
export function hidesTooltip(event: TooltipDismissEvent, smallScreen: boolean): boolean {
  return event === 'escape' || smallScreen;
}
