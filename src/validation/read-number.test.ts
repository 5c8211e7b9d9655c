import fc from 'fast-check';
import { formatNumber } from '../i18n/format-number';
import { numberSeparators } from './number-separators';
import { readNumber } from './read-number';

const LOCALES = ['nl-NL', 'en-GB'] as const;
type Locale = (typeof LOCALES)[number];
const other = (locale: Locale): Locale => (locale === 'nl-NL' ? 'en-GB' : 'nl-NL');

describe('numberSeparators', () => {
  it('takes the separators from Intl', () => {
    expect(numberSeparators('nl-NL')).toEqual({ group: '.', decimal: ',' });
    expect(numberSeparators('en-GB')).toEqual({ group: ',', decimal: '.' });
  });
});

describe('readNumber in Dutch (spec section 5)', () => {
  it.each([
    ['1000', 1000],
    ['1.000', 1000],
    ['1.234.567', 1234567],
    ['1.234,5', 1234.5],
    ['1234,56', 1234.56],
    ['0,5', 0.5],
    ['0,500', 0.5],
    ['12,5', 12.5],
    ['-1.235', -1235],
    ['007', 7],
  ])('reads %j as %d', (text, value) => {
    expect(readNumber(text, 'nl-NL')).toBe(value);
  });

  it.each([
    ['1,000', 'a decimal comma before three digits: could be a thousand written in English'],
    ['100,000', 'the same, and the issue: it would pass as 100'],
    ['1000.00', 'a period that does not group by three: not 100000'],
    ['1.5', 'a group of one digit: not 15'],
    ['1.00', 'a group of two digits'],
    ['1.0000', 'a group of four digits'],
    ['1000.000', 'a first group of four digits'],
    ['0.500', 'a first group starting with 0'],
    ['1,234.5', 'separators in the English order'],
    ['1,2,3', 'two decimal commas'],
    ['1 000', 'a space between digits'],
    [',5', 'no digits before the comma'],
    ['5,', 'no digits after the comma'],
    ['abc', 'letters'],
    ['--5', 'two minus signs'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (text) => {
    expect(readNumber(text, 'nl-NL')).toBeNull();
  });
});

describe('readNumber in English', () => {
  it.each([
    ['1,000', 1000],
    ['100,000', 100000],
    ['1000.00', 1000],
    ['1,234,567.25', 1234567.25],
    ['1.5', 1.5],
    ['0.500', 0.5],
    ['12', 12],
  ])('reads %j as %d', (text, value) => {
    expect(readNumber(text, 'en-GB')).toBe(value);
  });

  it.each(['1.000', '100.000', '1.234,5', '1,5', '1,00', '1.000.000', '1,000,00'])(
    'refuses %j',
    (text) => {
      expect(readNumber(text, 'en-GB')).toBeNull();
    },
  );
});

describe('readNumber for amounts', () => {
  it.each([
    ['nl-NL', '€ 1.250', 1250],
    ['nl-NL', '€1.234,56', 1234.56],
    ['nl-NL', ' € 250,- ', 250],
    ['nl-NL', '€ 1.250,--', 1250],
    ['nl-NL', '-€ 1.235', -1235],
    ['nl-NL', '€ -1.235', -1235],
    ['nl-NL', '1.250 €', 1250],
    ['nl-NL', '€\u00a01.000', 1000],
    ['en-GB', '€1,250.50', 1250.5],
    ['en-GB', '-€1,235', -1235],
    ['en-GB', '€ 1,000', 1000],
  ])('%s reads %j as %d', (locale, text, value) => {
    expect(readNumber(text, locale, { amount: true })).toBe(value);
  });

  it.each([
    ['nl-NL', '1.250,505', 'three decimals'],
    ['nl-NL', '1.250,50,-', 'decimals and a whole-euro dash'],
    ['nl-NL', '€ 1 2x', 'letters'],
    ['nl-NL', '€ 100 €', 'two euro signs'],
    ['nl-NL', '€', 'only the sign'],
    ['en-GB', '€1,250.505', 'three decimals'],
    ['en-GB', '1.000', 'could mean one or a thousand'],
  ])('%s refuses %j (%s)', (locale, text) => {
    expect(readNumber(text, locale, { amount: true })).toBeNull();
  });

  it('takes no euro sign outside an amount', () => {
    expect(readNumber('€ 5', 'nl-NL')).toBeNull();
  });
});

/** Digits with the separators of both languages mixed in: what a member might type. */
const typedNumber = fc.stringMatching(/^-?\d{1,4}([.,]\d{1,4}){0,3}$/);

describe('readNumber, property-based', () => {
  it('reads back every whole amount either language writes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.boolean(),
        (locale, value, grouping) => {
          const text = formatNumber(value, locale, { grouping });
          expect(readNumber(text, locale, { amount: true })).toBe(value);
        },
      ),
    );
  });

  it('reads back amounts with cents written with two decimals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 1e11 }),
        (locale, cents) => {
          const value = cents / 100;
          const text = formatNumber(value, locale, { decimals: 2 });
          expect(readNumber(text, locale, { amount: true })).toBe(value);
        },
      ),
    );
  });

  it('reads a number written in one language as that number in the other, or refuses it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (locale, units, decimals, grouping) => {
          const value = units / 10 ** decimals;
          const text = formatNumber(value, locale, { grouping, decimals });
          // `1,234` is a Dutch 1.234 and an English 1234: the writing language refuses it too.
          if (readNumber(text, locale) === null) return;
          const read = readNumber(text, other(locale));
          if (read !== null) expect(read).toBe(value);
        },
      ),
    );
  });

  it('gives typed text the number its language means, or refuses it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), typedNumber, (locale, text) => {
        const read = readNumber(text, locale);
        if (read === null) return;
        const { group, decimal } = numberSeparators(locale);
        const meant = Number(text.split(group).join('').replace(decimal, '.'));
        expect(read).toBe(meant + 0); // -0 reads as 0
      }),
      { numRuns: 2000 },
    );
  });

  it('never reads typed text as one number in Dutch and another in English', () => {
    fc.assert(
      fc.property(typedNumber, (text) => {
        const nl = readNumber(text, 'nl-NL');
        const en = readNumber(text, 'en-GB');
        if (nl !== null && en !== null) expect(nl).toBe(en);
      }),
      { numRuns: 2000 },
    );
  });
});
