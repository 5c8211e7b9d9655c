/**
 * Whether a step view would show the same thing with `next` as with `previous`: every prop the
 * same value, except the context, which may be a new object with the same answers. A step rendered
 * ahead of Next (hidden) is handed a context built from the answers as typed; after Next the
 * wizard hands it the draft's, equal but not the same object.
 */
import { dequal } from 'dequal/lite';
import type { FlowContext } from '../../core';
import type { StepViewProps } from './step-view';

/**
 * Equal JSON-like values: primitives, arrays, plain records and dates, compared by content
 * (`dequal/lite`, the comparison SWR already ships).
 */
export const sameValue: (a: unknown, b: unknown) => boolean = dequal;

/** The same data, flags, session and moment (by identity) and equal answers. */
export function sameContext(a: FlowContext, b: FlowContext): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof FlowContext)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    key === 'answers' ? sameValue(a.answers, b.answers) : Object.is(a[key], b[key]),
  );
}

export function sameStepProps(previous: StepViewProps, next: StepViewProps): boolean {
  const keys = Object.keys(previous) as (keyof StepViewProps)[];
  if (keys.length !== Object.keys(next).length) return false;
  return keys.every((key) =>
    key === 'context'
      ? sameContext(previous.context, next.context)
      : Object.is(previous[key], next[key]),
  );
}
