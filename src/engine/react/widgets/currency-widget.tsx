/**
 * `currency`: an amount in euros, read with `parseCurrency` (spec section 5: euro sign and
 * thousands periods removed, decimal comma). A stored amount shows in whole euros with periods.
 */
import { useIntl } from 'react-intl';
import { formatWholeNumber } from '../../../i18n/format';
import { parseCurrency } from '../../../validation/currency';
import { Affixed, Input } from './input-styles';
import { showPlain, useTypedText } from './use-typed-text';
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

function CurrencyWidget({
  id,
  name,
  value,
  required,
  invalid,
  describedBy,
  onChange,
  onBlur,
}: WidgetProps) {
  const intl = useIntl();
  const [text, setText] = useTypedText(value, showAmount, parseAmount, onChange);
  return (
    <Affixed>
      <span aria-hidden="true">{intl.formatMessage({ id: 'wizard.currency.symbol' })}</span>
      <Input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        ownerState={{ width: 10 }}
        value={text}
        required={required}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => setText(event.target.value)}
        onBlur={onBlur}
      />
    </Affixed>
  );
}

export const currencyWidget: WidgetDefinition = {
  name: 'currency',
  rank: (schema) => (schema.format === 'currency' ? 3 : -1),
  frame: 'label',
  component: CurrencyWidget,
};
