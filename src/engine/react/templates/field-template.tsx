/**
 * Frames one field: its label (or legend), help text and error, the latter two linked to the
 * input by `aria-describedby`. Hidden "Error:" text precedes the message for screen readers.
 */
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import type { WidgetFrame } from '../widgets';

const Field = styled('div')<{ ownerState: { invalid: boolean } }>(({ ownerState }) => ({
  margin: '0 0 24px',
  paddingLeft: ownerState.invalid ? 12 : 0,
  borderLeft: ownerState.invalid ? '4px solid #b3261e' : 'none',
}));

const Fieldset = styled('fieldset')({ border: 0, margin: 0, padding: 0, minWidth: 0 });

const Label = styled('label')({ display: 'block', fontWeight: 600, marginBottom: 4 });
const Legend = styled('legend')({ display: 'block', fontWeight: 600, marginBottom: 4, padding: 0 });
const Help = styled('p')({ margin: '0 0 8px', color: '#595959' });
const ErrorText = styled('p')({ margin: '0 0 8px', color: '#b3261e', fontWeight: 600 });

/** Ids of the texts that describe a field. */
export function describedByIds(id: string, hasHelp: boolean, hasError: boolean) {
  const ids = [hasHelp && `${id}-help`, hasError && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export interface FieldTemplateProps {
  /** The input's id. */
  id: string;
  /** How the widget is framed. */
  frame: WidgetFrame;
  /** Translated title. */
  label: string;
  /** Translated help text. */
  help?: string;
  /** Translated error message. */
  error?: string;
  /** The widget. */
  children: ReactNode;
}

export function FieldTemplate({ id, frame, label, help, error, children }: FieldTemplateProps) {
  const intl = useIntl();
  const texts = (
    <>
      {help && <Help id={`${id}-help`}>{help}</Help>}
      {error && (
        <ErrorText id={`${id}-error`}>
          <VisuallyHidden>{intl.formatMessage({ id: 'wizard.field.errorPrefix' })}</VisuallyHidden>{' '}
          {error}
        </ErrorText>
      )}
    </>
  );
  const invalid = Boolean(error);
  if (frame === 'group') {
    return (
      <Field ownerState={{ invalid }} data-field={id}>
        <Fieldset
          role="radiogroup"
          aria-invalid={invalid}
          aria-describedby={describedByIds(id, Boolean(help), invalid)}
        >
          <Legend>{label}</Legend>
          {texts}
          {children}
        </Fieldset>
      </Field>
    );
  }
  return (
    <Field ownerState={{ invalid }} data-field={id}>
      {frame === 'label' && <Label htmlFor={id}>{label}</Label>}
      {texts}
      {children}
    </Field>
  );
}
