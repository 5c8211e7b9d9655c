// Contribution basis (GET /plexus/franchiseDefinedContributionQuery/{id}): salary, franchise,
// pension base, premium and the age-range contribution table (spec section 3, age-range lookup).
import { amount, list, record } from './read';
import { useParsedQuery } from './use-parsed-query';

export interface AgeRange {
  startAge: number;
  endAge: number;
  female?: number;
  male?: number;
}

export interface Franchise {
  year?: number;
  pensionableSalary?: number;
  franchise?: number;
  maxPensionableSalary?: number;
  pensionBase?: number;
  employeeContributionPct?: number;
  yearlyPremium?: number;
  ageRanges: AgeRange[];
}

export function parseFranchise(raw: unknown): Franchise {
  const answer = record(raw);
  return {
    year: amount(answer.year),
    pensionableSalary: amount(answer.pensionableSalary),
    franchise: amount(answer.franchise),
    maxPensionableSalary: amount(answer.maxPensionableSalary),
    pensionBase: amount(answer.pensionBase),
    employeeContributionPct: amount(answer.employeeContributionPct),
    yearlyPremium: amount(answer.yearlyPremium),
    ageRanges: list(answer.ageRangeCollection).flatMap((entry) => {
      const range = record(entry);
      const startAge = amount(range.startAge);
      const endAge = amount(range.endAge);
      return startAge === undefined || endAge === undefined
        ? []
        : [{ startAge, endAge, female: amount(range.female), male: amount(range.male) }];
    }),
  };
}

/** The contribution percentage for an age and gender (M/F), from the age-range table. */
export function contributionPct(
  ranges: readonly AgeRange[],
  age: number,
  gender: string | undefined,
): number | undefined {
  const range = ranges.find((entry) => age >= entry.startAge && age <= entry.endAge);
  if (!range) return undefined;
  return gender === 'F' ? (range.female ?? range.male) : (range.male ?? range.female);
}

export const useFranchise = () => useParsedQuery('FranchiseDefinedContribution', parseFranchise);
