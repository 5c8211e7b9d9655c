/**
 * `textarea`: a longer text (a message). Stored as typed; blank is no answer. The schema's
 * `maxLength` is checked by the core, not by the browser, so a pasted long text is not cut off
 * silently but gets a message.
 */
import { TextArea } from './input-styles';
import type { WidgetDefinition, WidgetProps } from './widget-types';

function TextareaWidget({
  id,
  name,
  value,
  required,
  invalid,
  describedBy,
  onChange,
  onBlur,
}: WidgetProps) {
  return (
    <TextArea
      id={id}
      name={name}
      rows={6}
      value={typeof value === 'string' ? value : ''}
      required={required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={onBlur}
    />
  );
}

export const textareaWidget: WidgetDefinition = {
  name: 'textarea',
  rank: () => -1,
  frame: 'label',
  component: TextareaWidget,
};
