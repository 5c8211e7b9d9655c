/** `number`: a short input read as a (decimal) number; non-numbers stay text for the type check. */
import { parseNumber } from './parse-number';
import { TypedInput } from './typed-input';
import { showPlain } from './use-typed-text';
import type { WidgetDefinition, WidgetProps } from './widget-types';

function NumberWidget(props: WidgetProps) {
  return (
    <TypedInput {...props} show={showPlain} parse={parseNumber} inputMode="decimal" width={8} />
  );
}

export const numberWidget: WidgetDefinition = {
  name: 'number',
  rank: (schema) => (schema.type === 'number' ? 2 : -1),
  frame: 'label',
  component: NumberWidget,
};
