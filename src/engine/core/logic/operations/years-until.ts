/** `years_until`: whole years between two dates. */
import { differenceInYears, startOfDay } from 'date-fns';
import { toDate } from '../../../../validation/to-date';
import type { LogicOperation } from '../types';

/**
 * `{"years_until": [from, to]}` → full years from `from` until `to`, counted on calendar days and
 * truncated toward zero (4 years and 11 months → 4); negative when `to` lies before `from`.
 * Unreadable dates give `null`.
 */
export function yearsUntilOp(from: unknown, to: unknown): number | null {
  const start = toDate(from);
  const end = toDate(to);
  return start && end ? differenceInYears(startOfDay(end), startOfDay(start)) || 0 : null;
}

/** The `years_until` operation. */
export const yearsUntilOperation: LogicOperation = { name: 'years_until', apply: yearsUntilOp };
