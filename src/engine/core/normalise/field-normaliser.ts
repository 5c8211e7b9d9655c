/**
 * What a field type supplies to answer normalisation: the one spelling its answers are stored in,
 * so rules, the summary and the request body all see the same value (spec section 5: an 8-digit
 * BSN is the 9-digit one). Normalisers are a registry keyed by the schema's `format` (`./index.ts`).
 */

/** The normaliser of one schema `format`. */
export interface FieldNormaliser {
  /** The schema `format` it applies to (a portal format, `src/validation/ajv-formats.ts`). */
  readonly format: string;
  /**
   * The canonical spelling of a text that is already trimmed and not empty. A text it cannot read
   * comes back unchanged, so the format's check reports it as the member typed it: a normaliser
   * never guesses, and never changes which characters were meant.
   */
  normalise(text: string): string;
}
