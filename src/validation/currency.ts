/**
 * Euro amounts as spec section 5 has them: typed with an optional euro sign, thousands separators
 * and decimals as the page's language writes them (`read-number.ts`), shown in whole euros
 * (`src/i18n/format-number.ts`).
 */
import { readNumber } from './read-number';

/**
 * Reads a typed amount in `locale` (Dutch, the source language, when none is given: `€ 1.250,-`,
 * `1.234,56`). Returns the number, or `null` when the text is not an amount written that way
 * (`1.5`, `1,000` and `1000.00` are refused in Dutch rather than read as 15, 1 or 100000).
 * Numbers pass through when finite.
 */
export function parseCurrency(input: string | number, locale = 'nl-NL'): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  return readNumber(input, locale, { amount: true });
}

/**
 * Rounds to whole euros, halves away from zero (2.5 → 3, −2.5 → −3), as `Intl` rounds for
 * display; never returns −0.
 */
export function roundEuros(amount: number): number {
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount));
  return rounded === 0 ? 0 : rounded;
}
