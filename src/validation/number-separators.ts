/**
 * The separators a language writes numbers with, taken from `Intl.NumberFormat` rather than
 * written down per language, so reading a typed number and showing one can never disagree.
 */

/** How a locale writes the parts of a number. */
export interface NumberSeparators {
  /** Between groups of three digits: `.` in nl-NL, `,` in en-GB. */
  group: string;
  /** Before the decimals: `,` in nl-NL, `.` in en-GB. */
  decimal: string;
}

const cache = new Map<string, NumberSeparators>();

/** The group and decimal separator of `locale`, as `Intl.NumberFormat` writes 1234567.5. */
export function numberSeparators(locale: string): NumberSeparators {
  const known = cache.get(locale);
  if (known) return known;
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const found: NumberSeparators = {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
  cache.set(locale, found);
  return found;
}
