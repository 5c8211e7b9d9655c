// Small native form fields for the information pages (the wizards have their own): a labelled
// select and a radio group, each with an optional error tied to it with aria-describedby.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

const fieldStyle = {
  font: 'inherit',
  minHeight: 44,
  padding: '0 12px',
  border: '1px solid #595959',
  borderRadius: 4,
  background: '#fff',
  '&:focus-visible': { outline: '3px solid #003a63', outlineOffset: 2 },
  '&[aria-invalid="true"]': { borderColor: '#b3261e', borderWidth: 2 },
} as const;

export interface Option {
  value: string;
  label: ReactNode;
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} sx={{ color: 'error.main', fontWeight: 600, mt: 0.5 }}>
      {children}
    </Typography>
  );
}

export interface SelectFieldProps {
  label: ReactNode;
  value: string;
  /** Native options hold text only. */
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: ReactNode;
  'data-testid'?: string;
}

export function SelectField({ label, value, options, onChange, error, ...rest }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography
        component="label"
        htmlFor={id}
        sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}
      >
        {label}
      </Typography>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={rest['data-testid']}
        sx={fieldStyle}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Box>
  );
}

export interface RadioGroupProps {
  legend: ReactNode;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  error?: ReactNode;
}

export function RadioGroup({ legend, value, options, onChange, error }: RadioGroupProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <Box
      component="fieldset"
      aria-describedby={error ? errorId : undefined}
      sx={{ border: 0, p: 0, m: 0, mb: 2 }}
    >
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {legend}
      </Typography>
      {options.map((option) => (
        <Box
          component="label"
          key={option.value}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            style={{ width: 20, height: 20, margin: 0 }}
          />
          <span>{option.label}</span>
        </Box>
      ))}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Box>
  );
}
