/**
 * `integer`: a short input for whole numbers (years, months). It reads decimals too, so `65,5`
 * reaches the schema and gets its message rather than being cut off.
 */
import { parseNumber } from './parse-number';
import { TypedInput } from './typed-input';
import { showPlain } from './use-typed-text';
import type { WidgetDefinition, WidgetProps } from './widget-types';

function IntegerWidget(props: WidgetProps) {
  return (
    <TypedInput {...props} show={showPlain} parse={parseNumber} inputMode="numeric" width={5} />
  );
}

export const integerWidget: WidgetDefinition = {
  name: 'integer',
  rank: (schema) => (schema.type === 'integer' ? 2 : -1),
  frame: 'label',
  component: IntegerWidget,
};
