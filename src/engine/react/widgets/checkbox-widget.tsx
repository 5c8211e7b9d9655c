/** `checkbox`: a yes/no field (a declaration), labelled by its own text beside the box. */
import { ChoiceRow } from './input-styles';
import type { WidgetDefinition, WidgetProps } from './widget-types';

function CheckboxWidget({
  id,
  name,
  value,
  label,
  required,
  invalid,
  describedBy,
  onChange,
  onBlur,
}: WidgetProps) {
  return (
    <ChoiceRow>
      <input
        type="checkbox"
        id={id}
        name={name}
        checked={value === true}
        required={required}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
      />
      <label htmlFor={id}>{label}</label>
    </ChoiceRow>
  );
}

export const checkboxWidget: WidgetDefinition = {
  name: 'checkbox',
  rank: (schema) => (schema.type === 'boolean' ? 4 : -1),
  frame: 'self',
  commits: true,
  component: CheckboxWidget,
};
