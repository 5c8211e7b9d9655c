// The eleven-test for Dutch citizen service numbers (spec section 5). The stub checks every BSN in
// the persona files with it so test data never trips the portal's own BSN validation.

/** True when `value` (8 or 9 digits; 8 is left-padded with 0) passes the eleven-test. */
export function isValidBsn(value: string): boolean {
  if (!/^[0-9]{8,9}$/.test(value)) return false;
  const digits = value.padStart(9, '0').split('').map(Number);
  if (digits.every((d) => d === 0)) return false;
  const weighted = digits.slice(0, 8).reduce((sum, d, i) => sum + d * (9 - i), 0);
  return (weighted - (digits[8] ?? 0)) % 11 === 0;
}
