/**
 * The id of a validation text of spec section 5. The texts live only in the locale files
 * (`locales/nl-NL.json` is the source); code names them by id, so this type is read from there.
 */
import type nl from '../../locales/nl-NL.json';

/** A `validation.*` id of the locale files. */
export type ValidationMessageId = Extract<keyof typeof nl, `validation.${string}`>;
