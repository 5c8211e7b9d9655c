/**
 * `currency`: an amount in euros, typed as the page's language writes amounts (spec section 5:
 * an optional euro sign, thousands separators, at most two decimals; `parse-number.ts`). A stored
 * amount shows grouped in that language: `1.250` in Dutch, `1,250` in English.
 */
import { useIntl } from 'react-intl';
import { CURRENCY_WIDGET } from '../../core/fields/currency';
import { Affixed } from './input-styles';
import { useNumberText } from './parse-number';
import { TypedInput } from './typed-input';
import type { WidgetDefinition, WidgetProps } from './widget-types';

function CurrencyWidget(props: WidgetProps) {
  const intl = useIntl();
  const text = useNumberText('amount');
  return (
    <Affixed>
      <span aria-hidden="true">{intl.formatMessage({ id: 'wizard.currency.symbol' })}</span>
      <TypedInput {...props} {...text} inputMode="decimal" width={10} />
    </Affixed>
  );
}

/** Picked by name (`ui:widget: currency`) on a `number` field: an amount has no schema format. */
export const currencyWidget: WidgetDefinition = {
  name: CURRENCY_WIDGET,
  rank: () => -1,
  frame: 'label',
  component: CurrencyWidget,
};
