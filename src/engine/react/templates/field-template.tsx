/**
 * Frames one field: its label (or legend), help text and error, the latter two linked to the
 * input by `aria-describedby`. Hidden "Error:" text precedes the message for screen readers.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import type { WidgetFrame } from '../widgets';
import styles from '../wizard.module.css';

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
      {help && (
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <VisuallyHidden>{intl.formatMessage({ id: 'wizard.field.errorPrefix' })}</VisuallyHidden>{' '}
          {error}
        </p>
      )}
    </>
  );
  const invalid = Boolean(error);
  if (frame === 'group') {
    return (
      <div className={styles.field} data-invalid={invalid || undefined} data-field={id}>
        <fieldset
          className={styles.fieldset}
          role="radiogroup"
          aria-invalid={invalid}
          aria-describedby={describedByIds(id, Boolean(help), invalid)}
        >
          <legend className={styles.legend}>{label}</legend>
          {texts}
          {children}
        </fieldset>
      </div>
    );
  }
  return (
    <div className={styles.field} data-invalid={invalid || undefined} data-field={id}>
      {frame === 'label' && (
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      )}
      {texts}
      {children}
    </div>
  );
}
