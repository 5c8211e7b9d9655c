/**
 * Citizen service number (BSN) checks of spec section 5: used by the `bsn` ajv format, by
 * the partner forms, by the `bsn` answer normaliser and by the `is_valid_bsn` and `same_bsn`
 * JSON-logic operations.
 */

// Digit groups separated by single spaces or dots (`123 456 782`, `123.456.782`), as people
// copy a BSN from a letter or a passport. A non-breaking space counts as a space.
const GROUPED_DIGITS = /^\d+(?:[ .\u00a0]\d+)*$/;

/**
 * Returns the 9-digit form of a BSN: 8 digits are left-padded with a 0, 9 digits stay as
 * they are. Surrounding whitespace is ignored, and so are single spaces or dots between digit
 * groups; nothing else is (letters, other separators, other lengths give `null`), so the digits
 * meant are always the digits kept, in their order.
 */
export function normaliseBsn(value: string): string | null {
  const trimmed = value.trim();
  if (!GROUPED_DIGITS.test(trimmed)) return null;
  const digits = trimmed.replace(/[ .\u00a0]/g, '');
  return digits.length === 8 || digits.length === 9 ? digits.padStart(9, '0') : null;
}

/**
 * True when `value` is a valid BSN: 8 or 9 digits (surrounding whitespace ignored, nothing
 * between the digits), not all zeros, passing the eleven-test (the first eight digits weighted
 * 9 down to 2, minus the last digit, sum to a multiple of 11). A BSN written in groups is valid
 * once normalised ({@link normaliseBsn}), which the portal does when an answer is stored.
 */
export function isValidBsn(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\d{8,9}$/.test(trimmed)) return false;
  const bsn = trimmed.padStart(9, '0');
  if (/^0+$/.test(bsn)) return false;
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
