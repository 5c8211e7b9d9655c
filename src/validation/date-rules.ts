/**
 * The date and age rules of spec section 5 that guard a field of a flow, as small predicates (and
 * `ageOn`, which rules and pages share): the JSON-logic operations of
 * `src/engine/core/logic/operations` call them, and `docs/flows/validation-rules.md` lists which
 * field each guards. A rule no field uses is not kept here. Rules that depend on today take
 * `now` as an argument (there is no hidden clock), and compare calendar days in local time, so the
 * time of day never tips a result. Dates may be given as `Date` or as any text `parseDate`
 * accepts; an unreadable date fails every rule. Each predicate names the message id it reports.
 */
import { addMonths, addYears, differenceInYears, startOfDay } from 'date-fns';
import { pensionAgeToMonths, type PensionAge } from './pension-age';
import { toDate } from './to-date';

/** A date as a `Date` or as text that `parseDate` accepts. */
export type DateInput = Date | string;

/** How far ahead "at least two months in the future" is (spec section 9). */
export const MIN_MONTHS_AHEAD = 2;

/** Years a personal pension age may lie before or after the state pension age (section 9). */
export const PENSION_AGE_WINDOW_YEARS = 5;

function day(value: DateInput): Date | null {
  const date = toDate(value);
  return date ? startOfDay(date) : null;
}

function compareDays(a: DateInput, b: DateInput): number | null {
  const first = day(a);
  const second = day(b);
  return first && second ? first.getTime() - second.getTime() : null;
}

/**
 * At least {@link MIN_MONTHS_AHEAD} months in the future: on or after today plus two calendar
 * months (from 31 December that is 28 or 29 February). Message `validation.date.twoMonthsAhead`.
 */
export function isAtLeastTwoMonthsInFuture(date: DateInput, now: DateInput): boolean {
  const today = day(now);
  const diff = today ? compareDays(date, addMonths(today, MIN_MONTHS_AHEAD)) : null;
  return diff !== null && diff >= 0;
}

/** Not in the future: today or earlier. Message `validation.date.notFuture`. */
export function isNotInFuture(date: DateInput, now: DateInput): boolean {
  const diff = compareDays(date, now);
  return diff !== null && diff <= 0;
}

/**
 * At most `years` years in the future: on or before today plus `years` years. Dates in the past
 * pass. Message `validation.date.maxYearsAhead`.
 */
export function isAtMostYearsInFuture(date: DateInput, years: number, now: DateInput): boolean {
  const today = day(now);
  const diff = today ? compareDays(date, addYears(today, years)) : null;
  return diff !== null && diff <= 0;
}

/** Before or equal to the end date. Message `validation.date.beforeOrEqualEnd`. */
export function isOnOrBefore(date: DateInput, endDate: DateInput): boolean {
  const diff = compareDays(date, endDate);
  return diff !== null && diff <= 0;
}

/** Not earlier than a limit (the limit itself passes). Message `validation.date.notEarlier`. */
export function isNotEarlierThan(date: DateInput, limit: DateInput): boolean {
  const diff = compareDays(date, limit);
  return diff !== null && diff >= 0;
}

/** How far from the state pension age a personal pension age may lie, in months either way. */
export interface PensionAgeWindow {
  /** Months before the state pension age; default {@link PENSION_AGE_WINDOW_YEARS} years. */
  monthsBelow?: number;
  /** Months after the state pension age; default {@link PENSION_AGE_WINDOW_YEARS} years. */
  monthsAbove?: number;
}

/**
 * An age at most 5 years (or the window given, e.g. from the global parameters) before or after
 * the state pension age, bounds included. Message `validation.date.statePensionAgeRange`.
 */
export function isWithinStatePensionAgeRange(
  age: PensionAge,
  statePensionAge: PensionAge,
  {
    monthsBelow = PENSION_AGE_WINDOW_YEARS * 12,
    monthsAbove = PENSION_AGE_WINDOW_YEARS * 12,
  }: PensionAgeWindow = {},
): boolean {
  const offset = pensionAgeToMonths(age) - pensionAgeToMonths(statePensionAge);
  return offset >= -monthsBelow && offset <= monthsAbove;
}

/** Age in whole years on a date, or `null` when either date is unreadable. */
export function ageOn(birthDate: DateInput, on: DateInput): number | null {
  const birth = day(birthDate);
  const date = day(on);
  return birth && date ? differenceInYears(date, birth) : null;
}

/**
 * A cohabiting start date is only accepted strictly after the given date.
 * Message `validation.cohabiting` ({date}).
 */
export function isCohabitingDateAllowed(date: DateInput, after: DateInput): boolean {
  const diff = compareDays(date, after);
  return diff !== null && diff > 0;
}
