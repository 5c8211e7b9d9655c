// The codes a 400 answer gives per field: `errors[].code`, with `errors[].field` the dot path of
// the request body field it is about (e.g. `partnerDetailsInfo.basicPersonInfo.centralRegistration`
// or `documents.1`). The portal shows each code as that field's message in the member's language.

/** Every per-field refusal code of the back end's contract. */
export const FIELD_ERROR_CODES = [
  'REQUIRED',
  'INVALID_BSN',
  'SAME_BSN',
  'INVALID_EMAIL',
  'INVALID_POSTCODE',
  'INVALID_NAME',
  'INVALID_DATE',
  'DATE_OUT_OF_RANGE',
  'FILE_TYPE',
  'FILE_SIZE',
  'FILE_DUPLICATE',
  'INVALID_VALUE',
] as const;

/** One per-field refusal code. */
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
