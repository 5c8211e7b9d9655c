/**
 * Empty props, one frozen object each: a frame handed one sees the same value on every render,
 * so its memo (`sameFrameProps`) does not render it again.
 */
import type { ErrorSummaryItem } from './error-summary';

/** A step without values. */
export const NO_VALUES: Readonly<Record<string, unknown>> = Object.freeze({});

/** No error summary. */
export const NO_ITEMS: readonly ErrorSummaryItem[] = Object.freeze([]);
