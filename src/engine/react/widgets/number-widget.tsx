/** `number`: a short input read as a (decimal) number; non-numbers stay text for the type check. */
import { Input } from './input-styles';
import { parseNumber } from './parse-number';
import { showPlain, useTypedText } from './use-typed-text';
import type { WidgetDefinition, WidgetProps } from './widget-types';

function NumberWidget({
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
      inputMode="decimal"
      autoComplete="off"
      ownerState={{ width: 8 }}
      value={text}
      required={required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => setText(event.target.value)}
      onBlur={onBlur}
    />
  );
}

export const numberWidget: WidgetDefinition = {
  name: 'number',
  rank: (schema) => (schema.type === 'number' ? 2 : -1),
  frame: 'label',
  component: NumberWidget,
};
