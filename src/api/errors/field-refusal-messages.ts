// What the member reads for each per-field refusal code of the back end's contract
// (stub/api/field-error-codes.ts): the one place that maps a code to a message id, shown at the
// refused field in the member's language. The client's own `validation.*` texts where they say
// the same; a general text for a value the back end could not process and for any code this
// list does not know yet.

/** Message id per refusal code. */
export const FIELD_REFUSAL_MESSAGES: Readonly<Record<string, string>> = {
  REQUIRED: 'validation.required',
  INVALID_BSN: 'validation.bsn',
  SAME_BSN: 'validation.bsn.samePerson',
  INVALID_EMAIL: 'validation.email',
  INVALID_POSTCODE: 'validation.postcode',
  INVALID_NAME: 'validation.name',
  INVALID_DATE: 'validation.date.invalid',
  DATE_OUT_OF_RANGE: 'validation.server.dateOutOfRange',
  FILE_TYPE: 'validation.file.type',
  FILE_SIZE: 'validation.server.fileSize',
  FILE_DUPLICATE: 'validation.file.duplicateName',
  INVALID_VALUE: 'validation.server.invalidValue',
};

/** The message id for a refusal code; the general one for a code not in the list. */
export function fieldRefusalMessageId(code: string): string {
  return Object.hasOwn(FIELD_REFUSAL_MESSAGES, code)
    ? (FIELD_REFUSAL_MESSAGES[code] as string)
    : 'validation.server.invalidValue';
}
