/**
 * `integer`: a short input for whole numbers (years, months), read in the page's language. It
 * reads decimals too, so `65,5` reaches the schema and gets its message rather than being cut off.
 */
import { numberKind } from '../../core/fields/number-text';
import { FORMAT } from '../../core/fields/ui-keys';
import { useNumberText } from './parse-number';
import { TypedInput } from './typed-input';
import type { WidgetDefinition, WidgetProps } from './widget-types';

function IntegerWidget(props: WidgetProps) {
  const text = useNumberText(numberKind(props.schema, props.ui ?? {}) ?? 'wholeNumber');
  return <TypedInput {...props} {...text} inputMode="numeric" width={5} />;
}

export const integerWidget: WidgetDefinition = {
  name: 'integer',
  // numberKind: an amount when `ui:format` is currency.
  uiKeys: [FORMAT],
  rank: (schema) => (schema.type === 'integer' ? 2 : -1),
  frame: 'label',
  component: IntegerWidget,
};
