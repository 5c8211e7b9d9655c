/**
 * The shape the section 5 date-against-a-limit rules share: without a readable limit (not answered
 * yet, itself in error, or a relation the member does not have) there is nothing to compare with
 * and the rule holds; an unreadable date never does.
 */
import { toDate } from '../../../../validation/to-date';

/** A rule `(date, limit)` from a comparison of two readable dates. */
export function againstLimit(
  holds: (date: Date, limit: Date) => boolean,
): (date: unknown, limit: unknown) => boolean {
  return (date, limit) => {
    const bound = toDate(limit);
    if (bound === null) return true;
    const day = toDate(date);
    return day !== null && holds(day, bound);
  };
}
