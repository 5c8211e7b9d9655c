/** `months_until`: whole months between two dates. */
import { differenceInMonths, startOfDay } from 'date-fns';
import { toDate } from '../../../../validation/to-date';
import type { LogicOperation } from '../types';

/**
 * `{"months_until": [from, to]}` → full calendar months from `from` until `to`, truncated toward
 * zero (from 15 January until 14 March → 1); negative when `to` lies before `from`. Unreadable
 * dates give `null`.
 */
export function monthsUntilOp(from: unknown, to: unknown): number | null {
  const start = toDate(from);
  const end = toDate(to);
  return start && end ? differenceInMonths(startOfDay(end), startOfDay(start)) || 0 : null;
}

/** The `months_until` operation. */
export const monthsUntilOperation: LogicOperation = { name: 'months_until', apply: monthsUntilOp };
