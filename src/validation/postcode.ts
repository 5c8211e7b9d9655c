/** Dutch postcode check of spec section 5, used by the `postcode` ajv format. */

// Four digits not starting with 0, an optional single space, two letters other than SA, SD, SS
// (letter pairs the postal service does not issue).
const POSTCODE = /^([1-9]\d{3}) ?((?!SA|SD|SS)[A-Z]{2})$/i;

/**
 * True for a Dutch postcode such as `1234 AB` or `1234ab`: four digits not starting with 0,
 * optionally one space, two letters (any case) other than SA, SD and SS. Surrounding whitespace
 * is ignored.
 */
export function isValidPostcode(value: string): boolean {
  return POSTCODE.test(value.trim());
}

// The same postcode with any whitespace (or none) between digits and letters, as it may be pasted.
const LOOSE_POSTCODE = /^([1-9]\d{3})\s*((?!SA|SD|SS)[A-Z]{2})$/i;

/**
 * The postcode written as `1234 AB` (upper case, one space), or `null` when it is not valid.
 * Surrounding whitespace and any whitespace between the digits and the letters are ignored.
 */
export function normalisePostcode(value: string): string | null {
  const match = LOOSE_POSTCODE.exec(value.trim());
  return match ? `${match[1] ?? ''} ${(match[2] ?? '').toUpperCase()}` : null;
}
