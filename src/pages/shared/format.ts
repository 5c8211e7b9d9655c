// Display helpers beyond src/i18n (whole euros, numbers, dd-MM-yyyy): masked BSN, percentages,
// fund prices and units.
import type { IntlShape } from 'react-intl';
import { EURO_FORMAT } from '../../i18n/format-number';

/** A BSN with all but the last 4 digits hidden: 870110378 → *****0378. */
export function maskBsn(bsn: string | undefined): string {
  if (!bsn) return '';
  const digits = bsn.replace(/\D/g, '').padStart(9, '0');
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** 51.8 → "51,8%" (nl) / "51.8%" (en); `digits` decimals at most (costs need 2). */
export function formatPercent(intl: IntlShape, value: number | undefined, digits = 1): string {
  if (value === undefined) return '';
  return intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: digits });
}

/**
 * A fund's unit price. Amounts round to whole euros (spec section 5), but a unit price of
 * € 10,02 rounded to € 10 tells nothing, so prices keep two decimals: "€ 41,24" ("€41.24").
 */
export function formatPrice(intl: IntlShape, value: number | undefined): string {
  if (value === undefined) return '';
  return intl.formatNumber(value, {
    style: EURO_FORMAT.style,
    currency: EURO_FORMAT.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** Numbers of units, up to four decimals. */
export function formatUnits(intl: IntlShape, value: number | undefined): string {
  if (value === undefined) return '';
  return intl.formatNumber(value, { maximumFractionDigits: 4 });
}
