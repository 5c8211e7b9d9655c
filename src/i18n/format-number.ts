/**
 * Numbers and amounts as the page's language writes them, through `Intl.NumberFormat` (spec
 * section 5: amounts in whole euros; nl-NL `€ 1.000`, en-GB `€1,000`). Pure functions with the
 * locale as an argument, so the engine core can use them too; components get them bound to the
 * page's language from `useFormatters()`.
 */
import { roundEuros } from '../validation/currency';

/**
 * The `Intl` options of an amount as the member sees it: euros, no decimals. Messages with an
 * amount placeholder write the same as the ICU skeleton {@link EURO_SKELETON}.
 */
export const EURO_FORMAT: Readonly<Intl.NumberFormatOptions> = {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
};

/** The ICU number skeleton messages use for an amount: `{room, number, ::currency/EUR precision-integer}`. */
export const EURO_SKELETON = '::currency/EUR precision-integer';

const formatters = new Map<string, Intl.NumberFormat>();

/** One cached `Intl.NumberFormat` per locale and options. */
function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Whole euros: 1234.56 → nl-NL "€ 1.235", en-GB "€1,235". Halves round away from zero and −0.4
 * shows as "€ 0"; empty for a missing or non-finite value.
 */
export function formatCurrency(value: number | null | undefined, locale: string): string {
  return isNumber(value) ? formatter(locale, EURO_FORMAT).format(roundEuros(value)) : '';
}

/** A whole number with the language's thousands separator: nl-NL "1.234.567", en-GB "1,234,567". */
export function formatWholeNumber(value: number | null | undefined, locale: string): string {
  return isNumber(value)
    ? formatter(locale, { maximumFractionDigits: 0 }).format(roundEuros(value))
    : '';
}

/** How {@link formatNumber} writes a number. */
export interface NumberFormatOptions {
  /** Thousands separators (default true); a year or an id reads better without. */
  grouping?: boolean;
  /** Exactly this many decimals (an amount with cents: 2); default as many as the number has. */
  decimals?: number;
}

/**
 * A number as the language writes it, decimals kept: nl-NL "1.250,5", en-GB "1,250.5".
 * `readNumber` reads it back in the same language, except a number from 1 to 999 with exactly
 * three decimals ("1,234" in Dutch), which could mean two numbers and is refused.
 */
export function formatNumber(
  value: number | null | undefined,
  locale: string,
  { grouping = true, decimals }: NumberFormatOptions = {},
): string {
  if (!isNumber(value)) return '';
  return formatter(locale, {
    useGrouping: grouping,
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 20,
  }).format(value);
}
