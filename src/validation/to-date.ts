/**
 * One door from loosely typed values (form answers, API fields, JSON-logic arguments) to a
 * `Date`, so every rule accepts the same inputs.
 */
import { isValid } from 'date-fns';
import { parseDate } from './parse-date';

/**
 * Converts a `Date` (copied), epoch milliseconds, or a string accepted by `parseDate` to a
 * valid `Date`; anything else, or an invalid date, gives `null`.
 */
export function toDate(value: unknown, referenceDate?: Date): Date | null {
  if (value instanceof Date) return isValid(value) ? new Date(value.getTime()) : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value === 'string') return parseDate(value, referenceDate);
  return null;
}
