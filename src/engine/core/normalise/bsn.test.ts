// @vitest-environment node
// Properties of the `bsn` normaliser (spec section 5): idempotent, valid numbers stay valid,
// 8 digits pad to the 9-digit number with the same eleven-test verdict, and the digits meant are
// never changed, so an invalid number never becomes a valid one.
import fc from 'fast-check';
import { isValidBsn } from '../../../validation/bsn';
import { normaliseAnswer } from './normalise-answer';

const schema = { type: 'string', format: 'bsn' };
const normalise = (value: string) => normaliseAnswer(schema, value) as string | undefined;

const digit = fc.integer({ min: 0, max: 9 });
const digitsOf = (length: number) =>
  fc.array(digit, { minLength: length, maxLength: length }).map((list) => list.join(''));

/** A 9-digit number passing the eleven-test. */
const validBsn = digitsOf(8)
  .map((first) => {
    const sum = [...first].reduce((total, char, index) => total + Number(char) * (9 - index), 0);
    return `${first}${sum % 11}`;
  })
  .filter((bsn) => bsn.length === 9 && !/^0+$/.test(bsn));

const blank = fc.constantFrom('', ' ', '  ', '\t', '\u00a0', ' \n');
const separator = fc.constantFrom(' ', '.', '\u00a0');

/** The number written in groups: a separator or none after each digit but the last. */
const grouped = (bsn: string) =>
  fc
    .array(fc.option(separator, { nil: '' }), { minLength: bsn.length, maxLength: bsn.length })
    .map((seps) =>
      [...bsn].map((char, index) => (index === 0 ? char : seps[index] + char)).join(''),
    );

/** Text as people might type a BSN, wrong ways included. */
const bsnLike = fc.string({
  unit: fc.constantFrom(...'0123456789012345678901234 .-a\u00a0\t'),
  maxLength: 14,
});

describe('bsn normaliser', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(bsnLike, fc.string()), (text) => {
        const once = normalise(text);
        expect(once === undefined ? undefined : normalise(once)).toBe(once);
      }),
    );
  });

  it('keeps a valid number valid and writes it as its 9 digits, however it is spaced', () => {
    fc.assert(
      fc.property(
        validBsn.chain((bsn) => fc.tuple(fc.constant(bsn), grouped(bsn), blank, blank)),
        ([bsn, written, before, after]) => {
          const normalised = normalise(`${before}${written}${after}`);
          expect(normalised).toBe(bsn);
          expect(isValidBsn(normalised!)).toBe(true);
        },
      ),
    );
  });

  it('pads 8 digits to the 9-digit number with the same eleven-test verdict', () => {
    fc.assert(
      fc.property(digitsOf(8), blank, (eight, around) => {
        const normalised = normalise(`${around}${eight}${around}`);
        expect(normalised).toBe(`0${eight}`);
        expect(isValidBsn(normalised!)).toBe(isValidBsn(eight));
      }),
    );
  });

  it('never changes the digits: the result is the text trimmed, or its digits in order', () => {
    fc.assert(
      fc.property(fc.oneof(bsnLike, fc.string()), (text) => {
        const normalised = normalise(text);
        if (normalised === undefined) {
          expect(text.trim()).toBe('');
          return;
        }
        const digits = text.replace(/\D/g, '');
        expect([text.trim(), digits.padStart(9, '0')]).toContain(normalised);
        // So an invalid number stays invalid: validity is the digits' own verdict.
        if (isValidBsn(normalised)) expect(isValidBsn(digits)).toBe(true);
      }),
    );
  });

  it('leaves text it cannot read as typed (trimmed), for the format check to report', () => {
    for (const text of ['1234567', '1234-5672', '12345678a', '123  456 782', '1234567890'])
      expect(normalise(` ${text} `)).toBe(text);
  });
});
