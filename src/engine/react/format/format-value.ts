/**
 * Shows a value the way the flow says (`ValueFormat`): whole euros, dd-MM-yyyy dates, "65 years
 * and 6 months", option titles by message id. Summary lines and table cells both use it.
 */
import type { IntlShape } from 'react-intl';
import { formatCurrency, formatDate, formatWholeNumber } from '../../../i18n/format';
import type { ValueFormat } from '../../core';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function showNumber(value: number): string {
  return Number.isInteger(value) ? formatWholeNumber(value) : String(value).replace('.', ',');
}

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
      return typeof value === 'number' ? formatCurrency(value) : String(value);
    case 'number':
      return typeof value === 'number' ? showNumber(value) : String(value);
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
      return typeof value === 'number' ? showNumber(value) : String(value);
  }
}
