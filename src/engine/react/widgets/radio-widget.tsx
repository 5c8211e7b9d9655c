/**
 * `radio`: one choice out of a few, as radio buttons inside the template's fieldset (which
 * carries the description and `aria-invalid`: a radio input supports neither well).
 */
import { ChoiceRow } from './input-styles';
import type { WidgetDefinition, WidgetProps } from './widget-types';

const optionId = (id: string, index: number) => `${id}-${index}`;

function RadioWidget({ id, name, value, options, required, onChange, onBlur }: WidgetProps) {
  return (
    <div>
      {options.map((option, index) => (
        <ChoiceRow key={String(option.value)}>
          <input
            type="radio"
            id={optionId(id, index)}
            name={name}
            value={String(option.value)}
            checked={Object.is(option.value, value)}
            required={required}
            onChange={() => onChange(option.value)}
            onBlur={onBlur}
          />
          <label htmlFor={optionId(id, index)}>{option.label}</label>
        </ChoiceRow>
      ))}
    </div>
  );
}

export const radioWidget: WidgetDefinition = {
  name: 'radio',
  rank: () => -1,
  frame: 'group',
  focusId: (id) => optionId(id, 0),
  commits: true,
  component: RadioWidget,
};
