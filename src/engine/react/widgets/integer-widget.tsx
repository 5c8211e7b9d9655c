/**
 * `integer`: a short input for whole numbers (years, months). It reads decimals too, so `65,5`
 * reaches the schema and gets its message rather than being cut off.
 */
import { Input } from './input-styles';
import { parseNumber } from './parse-number';
import { showPlain, useTypedText } from './use-typed-text';
import type { WidgetDefinition, WidgetProps } from './widget-types';

function IntegerWidget({
  id,
  name,
  value,
  required,
  invalid,
  describedBy,
  onChange,
  onBlur,
}: WidgetProps) {
  const [text, setText] = useTypedText(value, showPlain, parseNumber, onChange);
  return (
    <Input
      id={id}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      ownerState={{ width: 5 }}
      value={text}
      required={required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => setText(event.target.value)}
      onBlur={onBlur}
    />
  );
}

export const integerWidget: WidgetDefinition = {
  name: 'integer',
  rank: (schema) => (schema.type === 'integer' ? 2 : -1),
  frame: 'label',
  component: IntegerWidget,
};
