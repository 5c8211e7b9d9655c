// The back end's own (English) text for each per-field refusal code, as the `field-error` fault
// answers it. The portal never shows these: it shows the code's message in the member's language.
import type { FieldErrorCode } from '../api/field-error-codes';

/** Text per refusal code (spec section 5's wording where it gives one). */
export const FIELD_ERROR_TEXTS: Readonly<Record<FieldErrorCode, string>> = {
  REQUIRED: 'This is a mandatory field',
  INVALID_BSN: 'No valid BSN number',
  SAME_BSN: "The partner's BSN must differ from your own",
  INVALID_EMAIL: 'No valid e-mail address',
  INVALID_POSTCODE: 'No valid postcode',
  INVALID_NAME: 'No valid name',
  INVALID_DATE: 'No valid date',
  DATE_OUT_OF_RANGE: 'The date is outside the allowed range',
  FILE_TYPE: 'Only pdf, jpeg or png files are accepted',
  FILE_SIZE: 'The files are too large together',
  FILE_DUPLICATE: 'Two files have the same name',
  INVALID_VALUE: 'The value could not be processed',
};
