/** `date_max_years_ahead`: spec section 5 "at most {year} years in the future". */
import { isAtMostYearsInFuture } from '../../../../validation/date-rules';
import { toDate } from '../../../../validation/to-date';
import type { LogicOperation } from '../types';

/**
 * `{"date_max_years_ahead": [date, years, {"var": "now"}]}` → true when the date is on or before
 * today plus `years` years (`isAtMostYearsInFuture`); earlier dates pass. An unreadable date, or
 * `years` that is not a whole number, gives false. Message `validation.date.maxYearsAhead`
 * (`{year}`).
 */
export function dateMaxYearsAheadOp(date: unknown, years: unknown, now: unknown): boolean {
  const day = toDate(date);
  const today = toDate(now);
  return (
    day !== null &&
    today !== null &&
    Number.isInteger(years) &&
    isAtMostYearsInFuture(day, years as number, today)
  );
}

/** The `date_max_years_ahead` operation. */
export const dateMaxYearsAheadOperation: LogicOperation = {
  name: 'date_max_years_ahead',
  apply: dateMaxYearsAheadOp,
};
