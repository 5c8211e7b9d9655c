/** `date`: reads a date written in any accepted input format into an ISO calendar date. */
import { formatIsoDate } from '../../../../validation/format-date';
import { toDate } from '../../../../validation/to-date';
import type { LogicOperation } from '../types';

/**
 * `{"date": "31-12-1990"}` → `"1990-12-31"`. Accepts `Date`, epoch ms, ISO strings and the day-
 * first formats of spec section 5; unreadable input gives `null`. The result is a local calendar
 * date, so ISO date strings from this and the other date operations compare correctly with
 * `<`, `<=`, `==`.
 */
export function dateOp(value: unknown): string | null {
  const date = toDate(value);
  return date ? formatIsoDate(date) : null;
}

/** The `date` operation. */
export const dateOperation: LogicOperation = { name: 'date', apply: dateOp };
