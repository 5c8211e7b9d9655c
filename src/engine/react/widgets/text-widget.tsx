/** `text`: a single-line text input, the fallback for any string field. */
import { Input } from './input-styles';
import { showPlain, useTypedText } from './use-typed-text';
import type { WidgetDefinition, WidgetProps } from './widget-types';

const parseText = (text: string) => (text === '' ? undefined : text);

function TextWidget({
  id,
  name,
  value,
  required,
  invalid,
  describedBy,
  onChange,
  onBlur,
}: WidgetProps) {
  const [text, setText] = useTypedText(value, showPlain, parseText, onChange);
  return (
    <Input
      id={id}
      name={name}
      type="text"
      value={text}
      required={required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => setText(event.target.value)}
      onBlur={onBlur}
    />
  );
}

export const textWidget: WidgetDefinition = {
  name: 'text',
  rank: () => 0,
  frame: 'label',
  component: TextWidget,
};
