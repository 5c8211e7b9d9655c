/**
 * The portal's string formats for ajv, so step schemas can say `"format": "bsn"` and the same
 * checks run in forms, in schema validation and in JSON-logic rules.
 *
 * There is no amount format: how an amount is written depends on the page's language, which a
 * precompiled validator does not know. An amount is a `number` field with the `currency` widget,
 * read in the page's language where it is typed (`read-number.ts`).
 */
import type { FormatDefinition } from 'ajv';
import type AjvCore from 'ajv/dist/core';
import { isValidBsn } from './bsn';
import { isValidEmail } from './email';
import { isValidHouseNumber, isValidHouseNumberAddition } from './house-number';
import { isValidName, isValidNameWithAt } from './names';
import { parseDate } from './parse-date';
import { isValidPostcode } from './postcode';

/**
 * The formats by name. Exported besides {@link addPortalFormats} so the build can hand the same
 * definitions to ajv's standalone code generation (`code.formats`).
 */
export const portalFormats = {
  bsn: { type: 'string', validate: (value) => isValidBsn(value) },
  'nl-date': { type: 'string', validate: (value) => parseDate(value) !== null },
  postcode: { type: 'string', validate: (value) => isValidPostcode(value) },
  'portal-email': { type: 'string', validate: (value) => isValidEmail(value) },
  'portal-name': { type: 'string', validate: (value) => isValidName(value) },
  'portal-name-at': { type: 'string', validate: (value) => isValidNameWithAt(value) },
  'house-number': { type: 'string', validate: (value) => isValidHouseNumber(value) },
  'house-number-addition': {
    type: 'string',
    validate: (value) => isValidHouseNumberAddition(value),
  },
} satisfies Record<string, FormatDefinition<string>>;

/** The name of a portal format. */
export type PortalFormatName = keyof typeof portalFormats;

/**
 * Registers every portal format on an ajv instance (draft-07 `Ajv` or `Ajv2020` alike) and
 * returns it. Formats apply to strings only; other types pass, as JSON Schema defines.
 */
export function addPortalFormats<T extends AjvCore>(ajv: T): T {
  for (const [name, format] of Object.entries(portalFormats)) ajv.addFormat(name, format);
  return ajv;
}
