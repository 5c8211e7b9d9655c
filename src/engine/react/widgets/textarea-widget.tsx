/**
 * `textarea`: a longer text (a message). Stored as typed; blank is no answer. The schema's
 * `maxLength` is checked by the core, not by the browser, so a pasted long text is not cut off
 * silently but gets a message.
 */
import { styled } from '@mui/material/styles';
import type { WidgetDefinition, WidgetProps } from './widget-types';

const TextArea = styled('textarea')({
  font: 'inherit',
  fontSize: '1rem',
  lineHeight: 1.5,
  padding: '8px 12px',
  border: '2px solid #595959',
  borderRadius: 4,
  background: '#ffffff',
  color: '#1a1a1a',
  width: '100%',
  minHeight: '8em',
  resize: 'vertical',
  '&:focus-visible': { outline: '3px solid #003a63', outlineOffset: '2px' },
  '&[aria-invalid="true"]': { borderColor: '#b3261e' },
});

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
