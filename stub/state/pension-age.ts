// Changing the personal pension age (spec section 1 rules): 5 years either side of the state
// pension age, not once final. Moves the pension date in the policy, the age answer and the
// projections, and scales the expected amounts (later start, higher pension).
import type { MemberPersona, Pension, YearMonth } from '../personas/types';
import { inMonths, pensionDateAtAge, today } from './dates';

/** The age types a member may choose. */
export const pensionAgeTypes = ['agreement', 'state', 'specific'] as const;

/** Yearly growth of the expected pension per year of later start (stub approximation). */
const growthPerYear = 0.07;

const show = (age: YearMonth) => `${age.year}y${age.month}m`;

/** Why an age cannot be chosen: it is final, or the asked age lies outside the range. */
export interface AgeRefusal {
  /** final: no age can be chosen any more; range: this age cannot. */
  reason: 'final' | 'range';
  /** What to tell. */
  message: string;
}

/** The new age for this choice (`requested` with type specific), or why not. */
export function choosePensionAge(
  pension: Pension,
  type: (typeof pensionAgeTypes)[number],
  requested: YearMonth | undefined,
): YearMonth | AgeRefusal {
  const current = pension.personalPensionAge;
  if (current.finalPersonalPensionAge)
    return {
      reason: 'final',
      message: `The personal pension age is final (${show(current.finalPersonalPensionAge)}) and cannot change`,
    };
  if (type === 'agreement') return current.agreementPensionAge;
  if (type === 'state') return current.statePensionAge;
  if (!requested)
    return { reason: 'range', message: 'personalPensionAge is required for type specific' };
  const state = inMonths(current.statePensionAge);
  const low = { year: Math.floor((state - 60) / 12), month: (state - 60) % 12 };
  const high = { year: Math.floor((state + 60) / 12), month: (state + 60) % 12 };
  if (inMonths(requested) < state - 60 || inMonths(requested) > state + 60)
    return {
      reason: 'range',
      message: `personalPensionAge must be from ${show(low)} to ${show(high)} (5 years around the state pension age)`,
    };
  return requested;
}

/** Applies a chosen age; a string says why not (date in the past). */
export function applyPensionAge(
  persona: MemberPersona,
  pension: Pension,
  type: (typeof pensionAgeTypes)[number],
  age: YearMonth,
): string | undefined {
  const dateOfBirth = persona.person.personDetailsInfo.basicPersonInfo.dateOfBirth;
  const date = pensionDateAtAge(dateOfBirth, age);
  if (date <= today()) return `The pension date ${date} for age ${show(age)} is not in the future`;
  const ppa = pension.personalPensionAge;
  const factor = (1 + growthPerYear) ** ((inMonths(age) - inMonths(ppa.personalPensionAge)) / 12);
  ppa.personalPensionAgeType = { code: type };
  ppa.personalPensionAge = age;
  ppa.personalPensionDate = date;
  pension.policy.personalPensionDate = date;
  pension.projections.personalPensionDate = date;
  for (const group of pension.projections.nlUcmProjectionsDCCqCollection)
    for (const payment of group.paymentCollection ?? []) {
      payment.startDate = date;
      payment.expectedNominal = Math.round(payment.expectedNominal * factor);
      if (payment.pessimisticNominal !== undefined)
        payment.pessimisticNominal = Math.round(payment.pessimisticNominal * factor);
      if (payment.optimisticNominal !== undefined)
        payment.optimisticNominal = Math.round(payment.optimisticNominal * factor);
      if (payment.expectedReal !== undefined)
        payment.expectedReal = Math.round(payment.expectedReal * factor);
    }
  return undefined;
}
