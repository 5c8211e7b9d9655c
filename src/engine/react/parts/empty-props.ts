/**
 * Empty props, one frozen object each, shared by the frame shown and the frame rendered ahead:
 * a frame handed either sees the same value, so Next does not render it again (`StepFrames`).
 */
import type { ErrorSummaryItem } from './error-summary';

/** A step without values. */
export const NO_VALUES: Readonly<Record<string, unknown>> = Object.freeze({});

/** No error summary. */
export const NO_ITEMS: readonly ErrorSummaryItem[] = Object.freeze([]);
