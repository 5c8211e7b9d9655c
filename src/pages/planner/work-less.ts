// Working less, in numbers: the pension base and the contribution at another part-time
// percentage, from the contribution basis (franchise query) and the age-range table. The pension
// base is (salary, at most the maximum, minus the franchise) times the part-time factor.
import { contributionPct, type Franchise } from '../shared/data/franchise';

export interface WorkLessFigures {
  parttimePct: number;
  pensionableSalary: number;
  pensionBase: number;
  yearlyPremium: number;
}

/** The figures at `parttimePct`, or undefined when the basis lacks what it needs. */
export function workLessFigures(
  basis: Franchise,
  parttimePct: number,
  age: number,
  gender: string | undefined,
): WorkLessFigures | undefined {
  const { pensionableSalary, franchise } = basis;
  const pct = contributionPct(basis.ageRanges, age, gender);
  if (pensionableSalary === undefined || franchise === undefined || pct === undefined) {
    return undefined;
  }
  const capped = Math.min(pensionableSalary, basis.maxPensionableSalary ?? pensionableSalary);
  const factor = parttimePct / 100;
  const pensionBase = Math.max(0, capped - franchise) * factor;
  return {
    parttimePct,
    pensionableSalary: pensionableSalary * factor,
    pensionBase,
    yearlyPremium: (pensionBase * pct) / 100,
  };
}
