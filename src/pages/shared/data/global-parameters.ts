// Global parameters (GET /plexus/globalParametersQuery): one value by id.
import type { GlobalParameters } from '../../../api/queries/schemas';
import { amount } from './read';

/** Ids of spec section 3 that pages show. */
export const ANW_AMOUNT = 'ANW_AMOUNT';
export const FISCAL_MAX_SALARY = 'fiscalMaxPensionableSalary';
/** State retirement age in months when the member's own is not known (spec section 9). */
export const STATE_RETIREMENT_AGE_MONTHS_DEFAULT = 'STATE_RETIREMENT_AGE_MONTHS_DEFAULT';
/** How far (months) a chosen age may lie above the state retirement age. */
export const STATE_RETIREMENT_AGE_MONTHS_MAX_ABOVE = 'STATE_RETIREMENT_AGE_MONTHS_MAX_ABOVE';
/** How far (months) a chosen age may lie below the state retirement age. */
export const STATE_RETIREMENT_AGE_MONTHS_MAX_BELOW = 'STATE_RETIREMENT_AGE_MONTHS_MAX_BELOW';

/** The number value of a parameter. */
export function parameter(parameters: GlobalParameters, id: string): number | undefined {
  return amount(parameters.entryCollection.find((entry) => entry.id === id)?.value);
}
