/**
 * `currency`: an amount in euros, read with `parseCurrency` (spec section 5: euro sign and
 * thousands periods removed, decimal comma). A stored amount shows in whole euros with periods.
 */
import { useIntl } from 'react-intl';
import { formatWholeNumber } from '../../../i18n/format';
import { parseCurrency } from '../../../validation/currency';
import { Affixed } from './input-styles';
import { TypedInput } from './typed-input';
import { showPlain } from './use-typed-text';
import type { WidgetDefinition, WidgetProps } from './widget-types';

function parseAmount(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return parseCurrency(trimmed) ?? trimmed;
}

function showAmount(value: unknown): string {
  return typeof value === 'number' && Number.isInteger(value)
    ? formatWholeNumber(value)
    : showPlain(value);
}

function CurrencyWidget(props: WidgetProps) {
  const intl = useIntl();
  return (
    <Affixed>
      <span aria-hidden="true">{intl.formatMessage({ id: 'wizard.currency.symbol' })}</span>
      <TypedInput {...props} show={showAmount} parse={parseAmount} inputMode="decimal" width={10} />
    </Affixed>
  );
}

export const currencyWidget: WidgetDefinition = {
  name: 'currency',
  rank: (schema) => (schema.format === 'currency' ? 3 : -1),
  frame: 'label',
  component: CurrencyWidget,
};
