/**
 * Pension ages arrive from the API as `{ year, month }` (spec section 3, personal pension age);
 * rules compare them as a count of months.
 */

/** An age in whole years plus months, as the pension-age queries give it. */
export interface PensionAge {
  /** Whole years. */
  year: number;
  /** Months on top of the years, 0 to 11. */
  month: number;
}

/** True when `value` is an object with numeric `year` and `month`. */
export function isPensionAge(value: unknown): value is PensionAge {
  if (typeof value !== 'object' || value === null) return false;
  const { year, month } = value as Record<string, unknown>;
  return typeof year === 'number' && typeof month === 'number';
}

/** The age as a number of months: `{ year: 67, month: 3 }` → 807. */
export function pensionAgeToMonths(age: PensionAge): number {
  return age.year * 12 + age.month;
}

/** A number of months as `{ year, month }` (month 0 to 11): 807 → `{ year: 67, month: 3 }`. */
export function monthsToPensionAge(months: number): PensionAge {
  const whole = Math.trunc(months);
  const year = Math.floor(whole / 12);
  return { year, month: whole - year * 12 };
}
