import fc from 'fast-check';
import { IntlMessageFormat } from 'intl-messageformat';
import en from '../../locales/en-GB.json';
import nl from '../../locales/nl-NL.json';
import { parseCurrency } from '../validation/currency';
import { EURO_SKELETON, formatCurrency, formatNumber, formatWholeNumber } from './format-number';

/** Intl separates the euro sign from the digits with a no-break space in Dutch. */
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatCurrency (spec section 5: whole euros)', () => {
  it.each([
    [1234.56, '€ 1.235', '€1,235'],
    [0, '€ 0', '€0'],
    [999.49, '€ 999', '€999'],
    [1000, '€ 1.000', '€1,000'],
    [1234567.5, '€ 1.234.568', '€1,234,568'],
    [-1500, '€ -1.500', '-€1,500'],
    [-2.5, '€ -3', '-€3'],
    [-0.4, '€ 0', '€0'],
  ])('%s → %s in Dutch, %s in English', (value, dutch, english) => {
    expect(formatCurrency(value, 'nl-NL')).toBe(nbsp(dutch));
    expect(formatCurrency(value, 'en-GB')).toBe(english);
  });

  it('is empty for a missing or non-finite value', () => {
    expect(formatCurrency(undefined, 'nl-NL')).toBe('');
    expect(formatCurrency(null, 'en-GB')).toBe('');
    expect(formatCurrency(Number.NaN, 'nl-NL')).toBe('');
    expect(formatCurrency(Infinity, 'en-GB')).toBe('');
  });

  it('writes what parseCurrency reads back, for any whole amount, in both languages', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('nl-NL', 'en-GB'),
        fc.integer({ min: -1e12, max: 1e12 }),
        (locale, amount) => {
          expect(parseCurrency(formatCurrency(amount, locale), locale)).toBe(amount);
        },
      ),
    );
  });
});

describe('formatWholeNumber and formatNumber', () => {
  it('group thousands as the language does', () => {
    expect(formatWholeNumber(12345678, 'nl-NL')).toBe('12.345.678');
    expect(formatWholeNumber(12345678, 'en-GB')).toBe('12,345,678');
    expect(formatWholeNumber(-2.5, 'nl-NL')).toBe('-3');
  });

  it('keep decimals, optionally a fixed number of them, optionally without grouping', () => {
    expect(formatNumber(1250.5, 'nl-NL')).toBe('1.250,5');
    expect(formatNumber(1250.5, 'en-GB')).toBe('1,250.5');
    expect(formatNumber(1250.5, 'nl-NL', { decimals: 2 })).toBe('1.250,50');
    expect(formatNumber(2015, 'nl-NL', { grouping: false })).toBe('2015');
    expect(formatNumber(0.123456789, 'en-GB')).toBe('0.123456789');
    expect(formatNumber(undefined, 'nl-NL')).toBe('');
  });
});

describe('amounts in messages', () => {
  const amountArguments = (messages: Record<string, string>) =>
    Object.entries(messages).flatMap(([id, text]) =>
      [...text.matchAll(/\{\w+, number, ([^}]*)\}/g)].map((match) => ({ id, style: match[1] })),
    );

  it('write every amount with the one euro skeleton', () => {
    for (const messages of [nl, en] as Record<string, string>[]) {
      for (const { id, style } of amountArguments(messages))
        if (style?.includes('currency')) expect(style, id).toBe(EURO_SKELETON);
    }
  });

  it('show an amount exactly as formatCurrency does, so help texts and summaries agree', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('nl-NL', 'en-GB'),
        fc.integer({ min: -1e9, max: 1e9 }),
        (locale, amount) => {
          const message = new IntlMessageFormat(`{amount, number, ${EURO_SKELETON}}`, locale);
          expect(message.format({ amount })).toBe(formatCurrency(amount, locale));
        },
      ),
    );
  });
});
