/** E-mail address check of spec section 5, used by the `portal-email` ajv format. */

// Local part: dot-separated atoms of the characters RFC 5322 allows unquoted. Domain: labels of
// letters, digits and inner hyphens. Top-level domain: 2 to 4 letters, as the spec fixes it.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/;

/**
 * True for `local@domain.tld` where the top-level domain has 2 to 4 letters. Longer top-level
 * domains (`.amsterdam`) are refused: the spec's rule, kept as the product had it.
 */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
