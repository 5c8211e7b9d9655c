/** A validation problem of one field, ready for `intl.formatMessage({ id: messageId }, values)`. */
export interface FieldError {
  /** Dotted path of the field inside the step's values, e.g. `amount`. */
  path: string;
  /** Message id, e.g. `validation.range`. */
  messageId: string;
  /** Placeholder values of the message, e.g. `{ first: 62, second: 72 }`. */
  values: Record<string, string | number>;
}
