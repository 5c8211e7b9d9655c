// Date arithmetic the write commands need: pension dates from a birth date and an age.
import type { YearMonth } from '../personas/types';

/** Today as yyyy-MM-dd (UTC). */
export const today = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The date someone born on `dateOfBirth` reaches `age` (yyyy-MM-dd; the 29th–31st clip to month end). */
export function dateAtAge(dateOfBirth: string, age: YearMonth): string {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const months = m - 1 + age.month;
  const year = y + age.year + Math.floor(months / 12);
  const month = (months % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** Pension start: first day of the month in which the age is reached. */
export const pensionDateAtAge = (dateOfBirth: string, age: YearMonth): string =>
  `${dateAtAge(dateOfBirth, age).slice(0, 8)}01`;

/** Age in months, for comparisons. */
export const inMonths = (age: YearMonth): number => age.year * 12 + age.month;
