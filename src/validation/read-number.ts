/**
 * Reads a number the way the page's language writes it, and refuses what that language would not
 * write or what could mean two numbers. `1,000` is a thousand on an English page and refused on a
 * Dutch one (it could be one); `1.000` the other way round. A number is never read as another.
 * The separators come from `Intl.NumberFormat` (`number-separators.ts`).
 */
import { numberSeparators } from './number-separators';

/** What kind of number the text should be. */
export interface ReadNumberOptions {
  /**
   * An amount in euros (spec section 5): a euro sign before or after it and a whole-euro dash
   * (`1.250,-` in Dutch) are allowed, and at most two decimals.
   */
  amount?: boolean;
}

const MINUS = /^[-\u2212]/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text without the euro sign, sign and whole-euro dash an amount may carry, and its sign. */
function unwrap(text: string, decimal: string, amount: boolean) {
  let rest = text.trim();
  let negative = false;
  let dash = false;
  const takeMinus = () => {
    if (negative || !MINUS.test(rest)) return;
    negative = true;
    rest = rest.slice(1).trimStart();
  };
  takeMinus();
  if (amount && rest.startsWith('€')) {
    rest = rest.slice(1).trimStart();
    takeMinus();
  } else if (amount && rest.endsWith('€')) rest = rest.slice(0, -1).trimEnd();
  if (amount) {
    const whole = new RegExp(`${escape(decimal)}-{1,2}$`);
    if (whole.test(rest)) {
      rest = rest.replace(whole, '');
      dash = true;
    }
  }
  return { rest, negative, dash };
}

/**
 * The number `text` means in `locale`, or `null` when it is not one written the way that
 * language writes numbers:
 * - digits, optionally grouped by threes with the group separator (the first group 1 to 3
 *   digits, not starting with 0), optionally followed by the decimal separator and digits;
 * - refused when it could mean two numbers: no group separator and a decimal separator followed
 *   by exactly three digits after one to three digits (`1,000` in Dutch, `1.000` in English),
 *   because the other language reads that as a thousands group;
 * - an amount takes an optional `€` and `,-` (as the language writes its decimal separator) and
 *   at most two decimals.
 * Spaces are allowed only around the sign and the euro sign, unless the language groups digits
 * with a space.
 */
export function readNumber(
  text: string,
  locale: string,
  options: ReadNumberOptions = {},
): number | null {
  const { group, decimal } = numberSeparators(locale);
  const amount = options.amount === true;
  const { rest, negative, dash } = unwrap(text, decimal, amount);
  const body = /\s/.test(group) ? rest.replace(/\s/g, group) : rest;

  const parts = body.split(decimal);
  if (parts.length > 2) return null;
  const [integer = '', fraction] = parts;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return null;
  const grouped = new RegExp(`^[1-9]\\d{0,2}(${escape(group)}\\d{3})+$`).test(integer);
  if (!grouped && !/^\d+$/.test(integer)) return null;
  if (fraction !== undefined && !grouped && fraction.length === 3 && /^[1-9]\d{0,2}$/.test(integer))
    return null;
  if (amount && fraction !== undefined && (dash || fraction.length > 2)) return null;

  const value = Number(`${integer.split(group).join('')}${fraction ? `.${fraction}` : ''}`);
  if (!Number.isFinite(value)) return null;
  return negative && value !== 0 ? -value : value;
}
