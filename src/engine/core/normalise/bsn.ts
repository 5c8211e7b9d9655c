/**
 * `bsn`: a citizen service number is stored as its 9 digits (spec section 5: 8 digits are
 * left-padded with 0), without the spaces or dots people copy it with.
 */
import { normaliseBsn } from '../../../validation/bsn';
import type { FieldNormaliser } from './field-normaliser';

export const bsnNormaliser: FieldNormaliser = {
  format: 'bsn',
  normalise: (text) => normaliseBsn(text) ?? text,
};
