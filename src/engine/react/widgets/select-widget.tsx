/** `select`: one choice out of many, as a native select; fields with options get it by default. */
import { useIntl } from 'react-intl';
import { Select } from './input-styles';
import type { WidgetDefinition, WidgetProps } from './widget-types';

function SelectWidget({
  id,
  name,
  value,
  options,
  required,
  invalid,
  describedBy,
  onChange,
  onBlur,
}: WidgetProps) {
  const intl = useIntl();
  // Each option's value attribute is its value as text (as the radio widget does), so tests and
  // assistive tools can pick an option by value.
  const selected = options.find((option) => Object.is(option.value, value));
  return (
    <Select
      id={id}
      name={name}
      value={selected ? String(selected.value) : ''}
      required={required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) =>
        onChange(options.find((option) => String(option.value) === event.target.value)?.value)
      }
      onBlur={onBlur}
    >
      <option value="">{intl.formatMessage({ id: 'wizard.select.placeholder' })}</option>
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

/** True when the field offers fixed choices (`oneOf` consts or `enum`). */
const hasOptions = (schema: Record<string, unknown>) =>
  Array.isArray(schema.oneOf) || Array.isArray(schema.enum);

export const selectWidget: WidgetDefinition = {
  name: 'select',
  rank: (schema) => (hasOptions(schema) ? 5 : -1),
  frame: 'label',
  commits: true,
  component: SelectWidget,
};
