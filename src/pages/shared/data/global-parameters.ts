// Global parameters (GET /plexus/globalParametersQuery): one value by id.
import type { GlobalParameters } from '../../../api/queries/schemas';
import { amount } from './read';

/** Ids of spec section 3 that pages show. */
export const ANW_AMOUNT = 'ANW_AMOUNT';
export const FISCAL_MAX_SALARY = 'fiscalMaxPensionableSalary';
export const FRANCHISE = 'FRANCHISE';

/** The number value of a parameter. */
export function parameter(parameters: GlobalParameters, id: string): number | undefined {
  return amount(parameters.entryCollection.find((entry) => entry.id === id)?.value);
}
