import { formatCurrency, parseCurrency, roundEuros } from './currency';

describe('parseCurrency', () => {
  it.each([
    ['1234', 1234],
    ['€ 1.234', 1234],
    ['€1.234,56', 1234.56],
    ['1.234.567,5', 1234567.5],
    ['0,99', 0.99],
    [' € 250,- ', 250],
    ['-€ 1.235', -1235],
    ['€ -1.235', -1235],
    ['1.5', 15],
  ])('reads %j as %d', (input, expected) => {
    expect(parseCurrency(input)).toBe(expected);
  });

  it('passes finite numbers through', () => {
    expect(parseCurrency(12.5)).toBe(12.5);
    expect(parseCurrency(Number.NaN)).toBeNull();
  });

  it('gives null for anything else', () => {
    for (const input of ['', '€', 'abc', '12a', '1,2,3', '--5', ',5', '5,', '€ 1 2x']) {
      expect(parseCurrency(input), input).toBeNull();
    }
  });
});

describe('roundEuros', () => {
  it('rounds halves away from zero and never gives -0', () => {
    expect(roundEuros(2.5)).toBe(3);
    expect(roundEuros(-2.5)).toBe(-3);
    expect(roundEuros(2.49)).toBe(2);
    expect(Object.is(roundEuros(-0.4), 0)).toBe(true);
  });
});

describe('formatCurrency', () => {
  it('shows whole euros with period thousands separators', () => {
    expect(formatCurrency(1234.5)).toBe('€ 1.235');
    expect(formatCurrency(0)).toBe('€ 0');
    expect(formatCurrency(999)).toBe('€ 999');
    expect(formatCurrency(1000)).toBe('€ 1.000');
    expect(formatCurrency(1234567.49)).toBe('€ 1.234.567');
  });

  it('puts the minus after the euro sign', () => {
    expect(formatCurrency(-1234.5)).toBe('€ -1.235');
    expect(formatCurrency(-0.4)).toBe('€ 0');
  });

  it('gives an empty string for non-finite amounts', () => {
    expect(formatCurrency(Number.NaN)).toBe('');
    expect(formatCurrency(Infinity)).toBe('');
  });

  it('round-trips through parseCurrency', () => {
    expect(parseCurrency(formatCurrency(-1234567))).toBe(-1234567);
  });
});
