/** House number checks for Dutch addresses, used by the `house-number` ajv formats. */

/** True for a house number of 1 to 5 digits not starting with 0 (1 to 99999), text or number. */
export function isValidHouseNumber(value: string | number): boolean {
  return /^[1-9]\d{0,4}$/.test(String(value).trim());
}

/**
 * True for a house number addition (`A`, `bis`, `2`, `1-H`): 1 to 6 letters or digits, with
 * single hyphens or spaces only between them.
 */
export function isValidHouseNumberAddition(value: string): boolean {
  const addition = value.trim();
  return addition.length <= 6 && /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/.test(addition);
}
