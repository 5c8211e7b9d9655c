/** `currency_round`: an amount in whole euros, as the portal displays amounts. */
import { parseCurrency, roundEuros } from '../../../../validation/currency';
import type { LogicOperation } from '../types';

/**
 * `{"currency_round": 1234.5}` → 1235: rounds to whole euros, halves away from zero, the way
 * `formatCurrency` shows them. Typed amounts (`"€ 1.234,50"`) are read with `parseCurrency`;
 * anything unreadable gives `null`.
 */
export function currencyRoundOp(amount: unknown): number | null {
  const value =
    typeof amount === 'number' || typeof amount === 'string' ? parseCurrency(amount) : null;
  return value === null ? null : roundEuros(value);
}

/** The `currency_round` operation. */
export const currencyRoundOperation: LogicOperation = {
  name: 'currency_round',
  apply: currencyRoundOp,
};
