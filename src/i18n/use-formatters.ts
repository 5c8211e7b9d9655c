/**
 * The number formatters bound to the page's language (react-intl's locale), so a page writes
 * `formatCurrency(amount)` and gets `€ 1.000` in Dutch and `€1,000` in English.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatCurrency, formatNumber, formatWholeNumber } from './format-number';
import type { NumberFormatOptions } from './format-number';

/** The formatters of `format-number.ts` in the page's language. */
export interface Formatters {
  /** The page's locale, for a formatter that needs it outside React. */
  locale: string;
  /** Whole euros: "€ 1.235" / "€1,235"; empty for a missing value. */
  formatCurrency: (value: number | null | undefined) => string;
  /** A whole number with thousands separators: "1.235" / "1,235". */
  formatWholeNumber: (value: number | null | undefined) => string;
  /** A number with its decimals: "12,5" / "12.5". */
  formatNumber: (value: number | null | undefined, options?: NumberFormatOptions) => string;
}

/** {@link Formatters} for the page's language. */
export function useFormatters(): Formatters {
  const { locale } = useIntl();
  return useMemo(() => formattersFor(locale), [locale]);
}

/** {@link Formatters} for a locale (outside React, e.g. a chart's data built in a plain function). */
export function formattersFor(locale: string): Formatters {
  return {
    locale,
    formatCurrency: (value) => formatCurrency(value, locale),
    formatWholeNumber: (value) => formatWholeNumber(value, locale),
    formatNumber: (value, options) => formatNumber(value, locale, options),
  };
}
