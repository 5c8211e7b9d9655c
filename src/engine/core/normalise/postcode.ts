/** `postcode`: a Dutch postcode is stored as `1234 AB` (upper case, one space). */
import { normalisePostcode } from '../../../validation/postcode';
import type { FieldNormaliser } from './field-normaliser';

export const postcodeNormaliser: FieldNormaliser = {
  format: 'postcode',
  normalise: (text) => normalisePostcode(text) ?? text,
};
