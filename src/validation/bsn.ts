/**
 * Citizen service number (BSN) checks of spec section 5: used by the `bsn` ajv format, by
 * the partner forms and by the `is_valid_bsn` JSON-logic operation.
 */

/**
 * Returns the 9-digit form of a BSN: 8 digits are left-padded with a 0, 9 digits stay as
 * they are. Surrounding whitespace is ignored; anything else (spaces or dots inside, letters,
 * other lengths) gives `null`.
 */
export function normaliseBsn(value: string): string | null {
  const trimmed = value.trim();
  return /^\d{8,9}$/.test(trimmed) ? trimmed.padStart(9, '0') : null;
}

/**
 * True when `value` is a valid BSN: 8 or 9 digits, not all zeros, passing the eleven-test
 * (the first eight digits weighted 9 down to 2, minus the last digit, sum to a multiple of 11).
 */
export function isValidBsn(value: string): boolean {
  const bsn = normaliseBsn(value);
  if (bsn === null || /^0+$/.test(bsn)) return false;
  let sum = 0;
  for (let index = 0; index < 8; index += 1) {
    sum += Number(bsn.charAt(index)) * (9 - index);
  }
  sum -= Number(bsn.charAt(8));
  return sum % 11 === 0;
}

/**
 * True when the partner's BSN differs from the person's own, comparing the normalised forms
 * (so `12345672` and `012345672` are the same person). Values that do not normalise are
 * compared as trimmed text; whether they are valid is {@link isValidBsn}'s question.
 */
export function isDifferentBsn(partner: string, own: string): boolean {
  const partnerKey = normaliseBsn(partner) ?? partner.trim();
  const ownKey = normaliseBsn(own) ?? own.trim();
  return partnerKey !== ownKey;
}
