/**
 * The look of the native form controls the widgets render: theme colours, a visible focus ring
 * and a red border while `aria-invalid`. Native elements keep the wizard chunk small (no MUI
 * inputs) and behave as screen readers expect.
 */
import { styled } from '@mui/material/styles';

const control = {
  font: 'inherit',
  fontSize: '1rem',
  lineHeight: 1.5,
  padding: '8px 12px',
  border: '2px solid #595959',
  borderRadius: 4,
  background: '#ffffff',
  color: '#1a1a1a',
  '&:focus-visible': { outline: '3px solid #003a63', outlineOffset: '2px' },
  '&[aria-invalid="true"]': { borderColor: '#b3261e' },
} as const;

/** A text input; `width` in characters. */
export const Input = styled('input')<{ ownerState?: { width?: number } }>(({ ownerState }) => ({
  ...control,
  width: ownerState?.width ? `${ownerState.width + 3}ch` : '100%',
  maxWidth: '100%',
}));

/** A longer text (a message), as high as eight lines and higher at the member's wish. */
export const TextArea = styled('textarea')({
  ...control,
  width: '100%',
  minHeight: '8em',
  resize: 'vertical',
});

/** A native select. */
export const Select = styled('select')({ ...control, maxWidth: '100%' });

/** An input with a fixed prefix (the euro sign) in front. */
export const Affixed = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  maxWidth: '100%',
});

/** A radio or checkbox with its label beside it. */
export const ChoiceRow = styled('div')({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 12,
  padding: '4px 0',
  '& input': { width: 22, height: 22, margin: '2px 0 0', flexShrink: 0, accentColor: '#00528a' },
  '& input:focus-visible': { outline: '3px solid #003a63', outlineOffset: '2px' },
});
