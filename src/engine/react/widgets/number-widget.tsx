/**
 * `number`: a short input read as a number in the page's language (`parse-number.ts`); text that
 * is not one stays text, and the core refuses it with an example.
 */
import { numberKind } from '../../core/fields/number-text';
import { FORMAT } from '../../core/fields/ui-keys';
import { useNumberText } from './parse-number';
import { TypedInput } from './typed-input';
import type { WidgetDefinition, WidgetProps } from './widget-types';

function NumberWidget(props: WidgetProps) {
  const text = useNumberText(numberKind(props.schema, props.ui ?? {}) ?? 'number');
  return <TypedInput {...props} {...text} inputMode="decimal" width={8} />;
}

export const numberWidget: WidgetDefinition = {
  name: 'number',
  // numberKind: an amount when `ui:format` is currency.
  uiKeys: [FORMAT],
  rank: (schema) => (schema.type === 'number' ? 2 : -1),
  frame: 'label',
  component: NumberWidget,
};
