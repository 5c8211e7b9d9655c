/**
 * The date rules of spec section 5 as small predicates. Rules that depend on today take `now`
 * as an argument (there is no hidden clock), and compare calendar days in local time, so the
 * time of day never tips a result. Dates may be given as `Date` or as any text `parseDate`
 * accepts; an unreadable date fails every rule. Each predicate names the message id it reports.
 */
import { addMonths, addYears, differenceInYears, startOfDay } from 'date-fns';
import { pensionAgeToMonths, monthsToPensionAge, type PensionAge } from './pension-age';
import { toDate } from './to-date';

/** A date as a `Date` or as text that `parseDate` accepts. */
export type DateInput = Date | string;

/** How far ahead "at least two months in the future" is (spec section 9). */
export const MIN_MONTHS_AHEAD = 2;

/** Years a personal pension age may lie before or after the state pension age (section 9). */
export const PENSION_AGE_WINDOW_YEARS = 5;

/** Highest age of a child (section 9). */
export const CHILD_MAX_AGE = 27;

/** The age used when no birth date is known (section 5). */
export const DEFAULT_AGE = 18;

function day(value: DateInput): Date | null {
  const date = toDate(value);
  return date ? startOfDay(date) : null;
}

function compareDays(a: DateInput, b: DateInput): number | null {
  const first = day(a);
  const second = day(b);
  return first && second ? first.getTime() - second.getTime() : null;
}

/** In the future: a calendar day after today. Message `validation.date.future`. */
export function isInFuture(date: DateInput, now: DateInput): boolean {
  const diff = compareDays(date, now);
  return diff !== null && diff > 0;
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
 * pass; combine with {@link isInFuture} where needed. Message `validation.date.maxYearsAhead`.
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

/** Strictly after the given date. Message `validation.date.after` ({date}). */
export function isAfterDate(date: DateInput, other: DateInput): boolean {
  const diff = compareDays(date, other);
  return diff !== null && diff > 0;
}

/** Not later than a limit (the limit itself passes). Message `validation.date.notLater`. */
export function isNotLaterThan(date: DateInput, limit: DateInput): boolean {
  return isOnOrBefore(date, limit);
}

/** Not earlier than a limit (the limit itself passes). Message `validation.date.notEarlier`. */
export function isNotEarlierThan(date: DateInput, limit: DateInput): boolean {
  const diff = compareDays(date, limit);
  return diff !== null && diff >= 0;
}

/** The youngest and oldest allowed personal pension age around a state pension age. */
export function statePensionAgeRange(statePensionAge: PensionAge): {
  min: PensionAge;
  max: PensionAge;
} {
  const months = pensionAgeToMonths(statePensionAge);
  const window = PENSION_AGE_WINDOW_YEARS * 12;
  return { min: monthsToPensionAge(months - window), max: monthsToPensionAge(months + window) };
}

/**
 * An age at most {@link PENSION_AGE_WINDOW_YEARS} years before or after the state pension age
 * (bounds included). Messages `validation.date.statePensionAgeRange`, or
 * `validation.pensionAgeRange` with the bounds of {@link statePensionAgeRange}.
 */
export function isWithinStatePensionAgeRange(
  age: PensionAge,
  statePensionAge: PensionAge,
): boolean {
  const offset = pensionAgeToMonths(age) - pensionAgeToMonths(statePensionAge);
  return Math.abs(offset) <= PENSION_AGE_WINDOW_YEARS * 12;
}

/** Month input 0 to 11: an integer, or its digits as text. Message `validation.month`. */
export function isValidMonth(value: unknown): boolean {
  const month = typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value) : value;
  return typeof month === 'number' && Number.isInteger(month) && month >= 0 && month <= 11;
}

/** Age in whole years on a date, or `null` when either date is unreadable. */
export function ageOn(birthDate: DateInput, on: DateInput): number | null {
  const birth = day(birthDate);
  const date = day(on);
  return birth && date ? differenceInYears(date, birth) : null;
}

/**
 * The age today, or {@link DEFAULT_AGE} (18) when the birth date is missing or unreadable.
 */
export function ageOrDefault(birthDate: DateInput | null | undefined, now: DateInput): number {
  return (birthDate ? ageOn(birthDate, now) : null) ?? DEFAULT_AGE;
}

/**
 * A child's birth date: no older than {@link CHILD_MAX_AGE} today, and already born (a birth
 * date in the future fails) unless `allowUnborn` is set. Message `validation.childAge`.
 */
export function isValidChildBirthDate(
  birthDate: DateInput,
  now: DateInput,
  { allowUnborn = false }: { allowUnborn?: boolean } = {},
): boolean {
  const diff = compareDays(birthDate, now);
  if (diff === null) return false;
  if (diff > 0) return allowUnborn;
  const age = ageOn(birthDate, now);
  return age !== null && age <= CHILD_MAX_AGE;
}

/**
 * An age not earlier than one month before the personal pension age.
 * Message `validation.date.monthBeforePensionAge`.
 */
export function isNotEarlierThanMonthBeforePensionAge(
  age: PensionAge,
  personalPensionAge: PensionAge,
): boolean {
  return pensionAgeToMonths(age) >= pensionAgeToMonths(personalPensionAge) - 1;
}

/**
 * A cohabiting start date is only accepted strictly after the given date.
 * Message `validation.cohabiting` ({date}).
 */
export function isCohabitingDateAllowed(date: DateInput, after: DateInput): boolean {
  return isAfterDate(date, after);
}
