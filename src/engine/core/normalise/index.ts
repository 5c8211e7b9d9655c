/**
 * The registry of answer normalisers, keyed by schema `format`. A new format joins by adding its
 * file and one line here; `normalise-answer.ts` applies them.
 */
import { bsnNormaliser } from './bsn';
import type { FieldNormaliser } from './field-normaliser';
import { portalEmailNormaliser } from './portal-email';
import { postcodeNormaliser } from './postcode';

/** Every normaliser by the format it applies to. */
export const fieldNormalisers: Readonly<Record<string, FieldNormaliser>> = Object.fromEntries(
  [bsnNormaliser, postcodeNormaliser, portalEmailNormaliser].map((entry) => [entry.format, entry]),
);

export type { FieldNormaliser } from './field-normaliser';
