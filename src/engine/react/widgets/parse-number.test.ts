import { parseNumber, showNumber } from './parse-number';

describe('parseNumber', () => {
  it('reads a number as the page language writes it', () => {
    expect(parseNumber(' 1.000 ', 'nl-NL', 'amount')).toBe(1000);
    expect(parseNumber('1,000', 'en-GB', 'amount')).toBe(1000);
    expect(parseNumber('€ 1.250,50', 'nl-NL', 'amount')).toBe(1250.5);
    expect(parseNumber('65', 'en-GB', 'wholeNumber')).toBe(65);
    expect(parseNumber('12,5', 'nl-NL')).toBe(12.5);
  });

  it('keeps text that is not a number written that way, and gives nothing for nothing', () => {
    expect(parseNumber('1,000', 'nl-NL', 'amount')).toBe('1,000');
    expect(parseNumber(' 1.000 ', 'en-GB', 'amount')).toBe('1.000');
    expect(parseNumber('1000.00', 'nl-NL', 'amount')).toBe('1000.00');
    expect(parseNumber('€ 5', 'nl-NL', 'number')).toBe('€ 5');
    expect(parseNumber('  ', 'nl-NL')).toBeUndefined();
  });
});

describe('showNumber', () => {
  it('writes amounts grouped, cents with two decimals, other numbers ungrouped', () => {
    expect(showNumber(1250, 'nl-NL', 'amount')).toBe('1.250');
    expect(showNumber(1250.5, 'en-GB', 'amount')).toBe('1,250.50');
    expect(showNumber(2015, 'nl-NL', 'wholeNumber')).toBe('2015');
    expect(showNumber(12.5, 'nl-NL', 'number')).toBe('12,5');
    expect(showNumber('1,000', 'nl-NL', 'amount')).toBe('1,000');
    expect(showNumber(undefined, 'nl-NL')).toBe('');
  });

  it('writes what parseNumber reads back', () => {
    for (const locale of ['nl-NL', 'en-GB'])
      for (const value of [0, 7, 1250, 1250.5, 1234567.89, -40])
        expect(parseNumber(showNumber(value, locale, 'amount'), locale, 'amount')).toBe(value);
  });
});
