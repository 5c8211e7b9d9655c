// The retirement age the planner works with: the member's choice in the planner
// (pensionPlannerData), else the personal pension age on record.
import type { PersonalPensionAge } from '../../api/queries/schemas';
import type { PensionPlannerData } from '../../session/session-types';
import { monthsToPensionAge, pensionAgeToMonths } from '../../validation/pension-age';
import { yearMonth, type YearMonth } from '../shared/data/read';

/** agreement, state or specific (spec section 3). */
export type AgeTypeCode = 'agreement' | 'state' | 'specific';

export const AGE_TYPES: readonly AgeTypeCode[] = ['agreement', 'state', 'specific'];

/** The age a planner choice stands for. */
export function chosenAge(
  choice: PensionPlannerData | undefined,
  ages: PersonalPensionAge,
): YearMonth | undefined {
  if (!choice) return yearMonth(ages.personalPensionAge);
  switch (choice.selectedPensionAgeTypeCode) {
    case 'agreement':
      return yearMonth(ages.agreementPensionAge);
    case 'state':
      return yearMonth(ages.statePensionAge);
    default:
      return { year: choice.selectedYears, month: choice.selectedMonths };
  }
}

/** The range a chosen age must lie in: 5 years either side of the state pension age. */
export function ageRange(ages: PersonalPensionAge): { min: YearMonth; max: YearMonth } | undefined {
  const state = yearMonth(ages.statePensionAge);
  if (!state) return undefined;
  const months = pensionAgeToMonths(state);
  return { min: monthsToPensionAge(months - 60), max: monthsToPensionAge(months + 60) };
}

/** True when `age` lies in `range` (both ends included). */
export function inRange(age: YearMonth, range: { min: YearMonth; max: YearMonth }): boolean {
  const months = pensionAgeToMonths(age);
  return months >= pensionAgeToMonths(range.min) && months <= pensionAgeToMonths(range.max);
}
