/**
 * Shows a value the way the flow says (`ValueFormat`): whole euros and numbers as the page's
 * language writes them (`€ 1.000` / `€1,000`), dd-MM-yyyy dates, "65 years and 6 months", option
 * titles by message id. Summary lines and table cells both use it.
 */
import type { IntlShape } from 'react-intl';
import { formatDate } from '../../../i18n/format';
import { formatCurrency, formatNumber } from '../../../i18n/format-number';
import type { ValueFormat } from '../../core';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ year, month }` as a sentence fragment; empty when the value is not one. */
function showPensionAge(intl: IntlShape, value: unknown): string {
  if (!isRecord(value) || typeof value.year !== 'number') return '';
  const months = typeof value.month === 'number' ? value.month : 0;
  return intl.formatMessage({ id: 'wizard.value.pensionAge' }, { years: value.year, months });
}

/**
 * The value as text. `valueLabel` (an option title's message id) wins over the format; an empty
 * value shows a dash.
 */
export function formatValue(
  intl: IntlShape,
  value: unknown,
  format: ValueFormat,
  valueLabel?: string,
): string {
  if (valueLabel) return intl.formatMessage({ id: valueLabel });
  if (value === undefined || value === null || value === '')
    return intl.formatMessage({ id: 'wizard.value.empty' });
  if (typeof value === 'boolean')
    return intl.formatMessage({ id: value ? 'wizard.value.yes' : 'wizard.value.no' });
  switch (format) {
    case 'currency':
      return typeof value === 'number' ? formatCurrency(value, intl.locale) : String(value);
    case 'number':
      return typeof value === 'number' ? formatNumber(value, intl.locale) : String(value);
    case 'date':
      return typeof value === 'string' || value instanceof Date
        ? formatDate(value) || String(value)
        : String(value);
    case 'pensionAge':
      return showPensionAge(intl, value) || intl.formatMessage({ id: 'wizard.value.empty' });
    case 'message':
      return typeof value === 'string' && intl.messages[value]
        ? intl.formatMessage({ id: value })
        : String(value);
    case 'files':
      return Array.isArray(value)
        ? value.map((file) => (isRecord(file) ? String(file.name) : String(file))).join(', ')
        : String(value);
    case 'text':
      // As it is, but in the page's language: a year stays 2015, a decimal gets its separator.
      return typeof value === 'number'
        ? formatNumber(value, intl.locale, { grouping: false })
        : String(value);
  }
}
