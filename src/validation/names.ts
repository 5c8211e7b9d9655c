/** Name checks of spec section 5, used by the `portal-name` ajv format. */

// A word: letters (accented too, with combining marks), digits, underscore, hyphen, apostrophe
// (straight or typographic, as phone keyboards type it) and backtick.
const WORD = "[\\p{L}\\p{M}\\d_'’`-]+";
const WORD_WITH_AT = "[\\p{L}\\p{M}\\d_'’`@-]+";
const NAME = new RegExp(`^${WORD}(?: ${WORD})*$`, 'u');
const NAME_WITH_AT = new RegExp(`^${WORD_WITH_AT}(?: ${WORD_WITH_AT})*$`, 'u');

/**
 * True for a name of words made of letters (accented included), digits, `_`, `-`, `'`, `’` and
 * `` ` ``, separated by single spaces, with no leading or trailing space: `Jan-Willem`,
 * `d'Ancona`, `Çelik`, `van der Berg`.
 */
export function isValidName(value: string): boolean {
  return NAME.test(value);
}

/** As {@link isValidName}, also allowing `@` (the variant the spec names). */
export function isValidNameWithAt(value: string): boolean {
  return NAME_WITH_AT.test(value);
}
