// The retirement age the planner works with: the member's choice in the planner
// (pensionPlannerData), else the personal pension age on record. The state retirement age is the
// member's own, else the global parameter's default in months (spec section 9).
import type { GlobalParameters, PersonalPensionAge } from '../../api/queries/schemas';
import type { PensionPlannerData } from '../../session/session-types';
import { monthsToPensionAge, pensionAgeToMonths } from '../../validation/pension-age';
import {
  parameter,
  STATE_RETIREMENT_AGE_MONTHS_DEFAULT,
  STATE_RETIREMENT_AGE_MONTHS_MAX_ABOVE,
  STATE_RETIREMENT_AGE_MONTHS_MAX_BELOW,
} from '../shared/data/global-parameters';
import { yearMonth, type YearMonth } from '../shared/data/read';

/** Spec section 9: 5 years either side of the state pension age, unless the parameters say. */
const RANGE_MONTHS = 60;

/** The member's state retirement age, else the global parameter's default (months). */
export function stateRetirementAge(
  ages: PersonalPensionAge,
  parameters?: GlobalParameters,
): YearMonth | undefined {
  const own = yearMonth(ages.statePensionAge);
  if (own) return own;
  const months = parameters && parameter(parameters, STATE_RETIREMENT_AGE_MONTHS_DEFAULT);
  return months === undefined ? undefined : monthsToPensionAge(months);
}

/** agreement, state or specific (spec section 3). */
export type AgeTypeCode = 'agreement' | 'state' | 'specific';

export const AGE_TYPES: readonly AgeTypeCode[] = ['agreement', 'state', 'specific'];

/** The age a planner choice stands for. */
export function chosenAge(
  choice: PensionPlannerData | undefined,
  ages: PersonalPensionAge,
  parameters?: GlobalParameters,
): YearMonth | undefined {
  if (!choice) return yearMonth(ages.personalPensionAge) ?? stateRetirementAge(ages, parameters);
  switch (choice.selectedPensionAgeTypeCode) {
    case 'agreement':
      return yearMonth(ages.agreementPensionAge);
    case 'state':
      return stateRetirementAge(ages, parameters);
    default:
      return { year: choice.selectedYears, month: choice.selectedMonths };
  }
}

/**
 * The range a chosen age must lie in: 5 years either side of the state pension age, or as far as
 * the global parameters' maximum above and below say.
 */
export function ageRange(
  ages: PersonalPensionAge,
  parameters?: GlobalParameters,
): { min: YearMonth; max: YearMonth } | undefined {
  const state = stateRetirementAge(ages, parameters);
  if (!state) return undefined;
  const months = pensionAgeToMonths(state);
  const below =
    (parameters && parameter(parameters, STATE_RETIREMENT_AGE_MONTHS_MAX_BELOW)) ?? RANGE_MONTHS;
  const above =
    (parameters && parameter(parameters, STATE_RETIREMENT_AGE_MONTHS_MAX_ABOVE)) ?? RANGE_MONTHS;
  return { min: monthsToPensionAge(months - below), max: monthsToPensionAge(months + above) };
}

/** True when `age` lies in `range` (both ends included). */
export function inRange(age: YearMonth, range: { min: YearMonth; max: YearMonth }): boolean {
  const months = pensionAgeToMonths(age);
  return months >= pensionAgeToMonths(range.min) && months <= pensionAgeToMonths(range.max);
}
