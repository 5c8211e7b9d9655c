/**
 * `portal-email`: an e-mail address is stored trimmed and otherwise as typed. Its case is kept:
 * the part before the @ may be case-sensitive, and what the member sees is what the fund gets.
 */
import type { FieldNormaliser } from './field-normaliser';

export const portalEmailNormaliser: FieldNormaliser = {
  format: 'portal-email',
  normalise: (text) => text,
};
