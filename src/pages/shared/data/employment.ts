// Employment (GET /plexus/employmentQuery/{id}; a 404 is null: no current employment).
import { amount, list, record, text } from './read';
import { useParsedQuery } from './use-parsed-query';

export interface SchemePeriod {
  startDate?: string;
  /** Empty while running. */
  endDate?: string;
  pensionableSalary?: number;
  parttimePercentage?: number;
  /** DC02 … BRISK (spec section 3). */
  variant?: string;
}

export interface Employment {
  companyId?: string;
  employerName?: string;
  employeeNumber?: string;
  /** Oldest first. */
  periods: SchemePeriod[];
}

export function parseEmployment(raw: unknown): Employment | null {
  if (raw === null || raw === undefined) return null;
  const answer = record(raw);
  return {
    companyId: text(answer.companyId),
    employerName: text(answer.employerName),
    employeeNumber: text(answer.employeeNumber),
    periods: list(answer.employmentSchemeDataCollection)
      .map((entry) => {
        const period = record(entry);
        return {
          startDate: text(period.startDate),
          endDate: text(period.endDate),
          pensionableSalary: amount(period.pensionableSalary),
          parttimePercentage: amount(period.parttimePercentage),
          variant: text(period.variant),
        };
      })
      .sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? '')),
  };
}

/** The running period (no end date), else the latest. */
export function currentPeriod(employment: Employment | null): SchemePeriod | undefined {
  if (!employment) return undefined;
  return (
    employment.periods.find((period) => !period.endDate) ??
    employment.periods[employment.periods.length - 1]
  );
}

export const useEmployment = () => useParsedQuery('EmploymentDetails', parseEmployment);
