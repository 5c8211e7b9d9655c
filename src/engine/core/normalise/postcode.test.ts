// @vitest-environment node
// Properties of the `postcode` normaliser: `1234 AB` shape, idempotent, valid stays valid, and
// only case and whitespace ever change.
import fc from 'fast-check';
import { isValidPostcode } from '../../../validation/postcode';
import { normaliseAnswer } from './normalise-answer';

const schema = { type: 'string', format: 'postcode' };
const normalise = (value: string) => normaliseAnswer(schema, value) as string | undefined;

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
const whitespace = fc.constantFrom('', ' ', '  ', '\t', '\u00a0');

/** A valid postcode in any case and spacing, with its canonical form. */
const postcode = fc
  .tuple(fc.integer({ min: 1000, max: 9999 }), letter, letter, whitespace, whitespace, whitespace)
  .filter(([, a, b]) => !['SA', 'SD', 'SS'].includes(`${a}${b}`.toUpperCase()))
  .map(([digits, a, b, before, between, after]) => ({
    written: `${before}${digits}${between}${a}${b}${after}`,
    canonical: `${digits} ${`${a}${b}`.toUpperCase()}`,
  }));

const postcodeLike = fc.string({
  unit: fc.constantFrom(...'0123456789 aAbBsSdD\t-'),
  maxLength: 10,
});
const squeeze = (text: string) => text.replace(/\s/g, '').toUpperCase();

describe('postcode normaliser', () => {
  it('writes every valid postcode as four digits, one space, two capitals', () => {
    fc.assert(
      fc.property(postcode, ({ written, canonical }) => {
        const normalised = normalise(written);
        expect(normalised).toBe(canonical);
        expect(normalised).toMatch(/^[1-9]\d{3} [A-Z]{2}$/);
        expect(isValidPostcode(normalised!)).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(postcodeLike, fc.string()), (text) => {
        const once = normalise(text);
        expect(once === undefined ? undefined : normalise(once)).toBe(once);
      }),
    );
  });

  it('changes only case and whitespace, and only of a valid postcode', () => {
    fc.assert(
      fc.property(fc.oneof(postcodeLike, fc.string()), (text) => {
        const normalised = normalise(text);
        if (normalised === undefined) {
          expect(text.trim()).toBe('');
          return;
        }
        if (normalised !== text.trim()) {
          expect(isValidPostcode(normalised)).toBe(true);
          expect(squeeze(normalised)).toBe(squeeze(text));
        }
      }),
    );
  });
});
