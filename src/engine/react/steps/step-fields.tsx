/**
 * Field errors as the templates show them: one translated message per top-level field, with
 * placeholder values formatted like the field (`ui:format`).
 */
import { useIntl } from 'react-intl';
import type { FieldError, UiSchema, ValueFormat } from '../../core';
import { errorText } from '../format/error-text';

const topField = (path: string) => path.split('.')[0] ?? path;

/** The `ui:format` of a field in a ui schema as written. */
export function fieldFormat(uiSchema: UiSchema, field: string): ValueFormat | undefined {
  const entry = uiSchema[field];
  const format =
    typeof entry === 'object' && entry !== null
      ? (entry as Record<string, unknown>)['ui:format']
      : undefined;
  return typeof format === 'string' ? (format as ValueFormat) : undefined;
}

/** Translated message per field. */
export function useErrorTexts(
  errors: readonly FieldError[],
  uiSchema: UiSchema,
): Record<string, string> {
  const intl = useIntl();
  const texts: Record<string, string> = {};
  for (const error of errors) {
    const field = topField(error.path);
    texts[field] ??= errorText(intl, error, fieldFormat(uiSchema, field));
  }
  return texts;
}
