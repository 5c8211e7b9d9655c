/**
 * Euro amounts as spec section 5 has them: displayed in whole euros with a period as thousands
 * separator, typed with an optional euro sign, period thousands separators and a decimal comma.
 */

/**
 * Reads a typed amount: removes the euro sign, spaces and the `.` thousands separators, turns
 * the decimal `,` into `.`, and drops a trailing `,-` (`€ 1.250,-`). Returns the number, or
 * `null` when anything else remains. Numbers pass through when finite.
 *
 * Because `.` is always a thousands separator, `1.5` reads as 15: the Dutch reading the spec asks.
 */
export function parseCurrency(input: string | number): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const cleaned = input
    .replace(/€/g, '')
    .replace(/\s/g, '')
    .replace(/,-{1,2}$/, '')
    .replace(/\./g, '')
    .replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}

/**
 * Rounds to whole euros, halves away from zero (2.5 → 3, −2.5 → −3), as `Intl` rounds for
 * display; never returns −0.
 */
export function roundEuros(amount: number): number {
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount));
  return rounded === 0 ? 0 : rounded;
}

/**
 * Shows an amount in whole euros with `.` thousands separators: `€ 1.235`. Negative amounts put
 * the minus after the sign, `€ -1.235`, as the nl-NL locale writes them. Non-finite input gives
 * `''`.
 */
export function formatCurrency(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const euros = roundEuros(amount);
  const digits = Math.abs(euros)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return euros < 0 ? `€ -${digits}` : `€ ${digits}`;
}
