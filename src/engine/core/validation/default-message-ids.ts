/**
 * The message id of a schema error that names none itself (no ajv-errors `errorMessage` for it):
 * one table, so every step shows the same texts of spec section 5 for the same mistake.
 */
import type { ValidatorError } from '../types/schema';

/** Message id per portal format (`src/validation/ajv-formats.ts`). */
const FORMAT_MESSAGES: Readonly<Record<string, string>> = {
  bsn: 'validation.bsn',
  'nl-date': 'validation.date.invalid',
  postcode: 'validation.postcode',
  'portal-email': 'validation.email',
  'portal-name': 'validation.name',
  'portal-name-at': 'validation.name',
  'house-number': 'validation.houseNumber',
  'house-number-addition': 'validation.houseNumberAddition',
};

/** Message id per keyword; `type` and `format` look at their parameter. */
const KEYWORD_MESSAGES: Readonly<Record<string, string>> = {
  required: 'validation.required',
  minimum: 'validation.range',
  maximum: 'validation.range',
  exclusiveMinimum: 'validation.positive',
  exclusiveMaximum: 'validation.range',
  multipleOf: 'validation.noDecimals',
  minItems: 'validation.atLeastOne',
};

/** The fallback: the value is not one the field takes. */
const FALLBACK = 'validation.required';

/** The message id for an ajv error without an `errorMessage`. */
export function defaultMessageId(error: ValidatorError): string {
  if (error.keyword === 'type') {
    const type = String(error.params.type ?? '');
    return type.includes('number') || type.includes('integer') ? 'validation.number' : FALLBACK;
  }
  if (error.keyword === 'format') return FORMAT_MESSAGES[String(error.params.format)] ?? FALLBACK;
  return KEYWORD_MESSAGES[error.keyword] ?? FALLBACK;
}
