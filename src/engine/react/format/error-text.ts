/**
 * The text of a field error: its message id (spec section 5 texts, or the flow's own) with the
 * placeholder values shown as the field shows values: on a currency field an amount reads
 * `€ 100` (`€100` in English); other numbers stay numbers so plural forms in messages keep working.
 */
import type { IntlShape } from 'react-intl';
import { formatCurrency } from '../../../i18n/format-number';
import type { FieldError, ValueFormat } from '../../core';

/** The translated message of `error`; `format` is the field's `ui:format`. */
export function errorText(intl: IntlShape, error: FieldError, format?: ValueFormat): string {
  const values = Object.fromEntries(
    Object.entries(error.values).map(([name, value]) => [
      name,
      format === 'currency' && typeof value === 'number'
        ? formatCurrency(value, intl.locale)
        : value,
    ]),
  );
  return intl.formatMessage({ id: error.messageId }, values);
}
