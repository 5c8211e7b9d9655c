// The stub's stand-in for the scenario calculation: the current projections, and the same scaled
// for a different pension age, an extra deposit or another investment profile. Rough but
// monotonic (later, more deposit or more risk → more expected pension), which is what pages show.
import type { Pension, Projections, YearMonth } from '../../personas/types';
import { inMonths, pensionDateAtAge, today } from '../../state/dates';

/** What the member is exploring. */
export interface Scenario {
  /** Another personal pension age. */
  personalPensionAge?: YearMonth;
  /** An extra deposit. */
  extraDeposit?: { amount: number; frequency: 'once' | 'monthly' | 'yearly' };
  /** Another investment profile code. */
  investmentProfile?: string;
}

const profileReturn: Record<string, number> = {
  Defensive: 0.94,
  Neutral: 1,
  Offensive: 1.06,
  FreeInvestment: 1,
};

/** Projections for the scenario, in the shape of `nlUcmCalculateProjectionsQuery`. */
export function scenarioProjections(
  pension: Pension,
  dateOfBirth: string,
  scenario: Scenario,
): Projections {
  const projected = structuredClone(pension.projections);
  const currentAge = pension.personalPensionAge.personalPensionAge;
  const age = scenario.personalPensionAge ?? currentAge;
  const date = pensionDateAtAge(dateOfBirth, age);
  const currentProfile = pension.unitLink.investmentProfile.code;
  const profile = scenario.investmentProfile ?? currentProfile;
  const factor =
    1.07 ** ((inMonths(age) - inMonths(currentAge)) / 12) *
    ((profileReturn[profile] ?? 1) / (profileReturn[currentProfile] ?? 1));
  const years = Math.max(0, (Date.parse(date) - Date.parse(today())) / (365.25 * 864e5));
  const deposit = scenario.extraDeposit;
  const extraCapital = !deposit
    ? 0
    : deposit.frequency === 'once'
      ? deposit.amount * 1.04 ** years
      : deposit.amount * (deposit.frequency === 'monthly' ? 12 : 1) * years * 1.04 ** (years / 2);
  const extraYearly = extraCapital * 0.05;
  projected.personalPensionDate = date;
  projected.nlUcmProjectionsDCCqCollection.forEach((group, g) =>
    group.paymentCollection?.forEach((payment) => {
      const extra = g === 0 && payment.paymentType === 'OP' ? extraYearly : 0;
      payment.startDate = date;
      payment.expectedNominal = Math.round(payment.expectedNominal * factor + extra);
      if (payment.pessimisticNominal !== undefined)
        payment.pessimisticNominal = Math.round(payment.pessimisticNominal * factor + extra * 0.75);
      if (payment.optimisticNominal !== undefined)
        payment.optimisticNominal = Math.round(payment.optimisticNominal * factor + extra * 1.35);
      if (payment.expectedReal !== undefined)
        payment.expectedReal = Math.round(payment.expectedReal * factor + extra * 0.7);
    }),
  );
  return projected;
}
