import { parseCurrency, roundEuros } from './currency';

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
  ])('reads %j the Dutch way by default', (input, expected) => {
    expect(parseCurrency(input)).toBe(expected);
  });

  it('reads in the language it is given', () => {
    expect(parseCurrency('€1,234.56', 'en-GB')).toBe(1234.56);
    expect(parseCurrency('1,000', 'en-GB')).toBe(1000);
    expect(parseCurrency('1,000', 'nl-NL')).toBeNull();
  });

  it('passes finite numbers through', () => {
    expect(parseCurrency(12.5)).toBe(12.5);
    expect(parseCurrency(Number.NaN)).toBeNull();
  });

  it('gives null for anything else, and never reads a number as another', () => {
    for (const input of [
      '',
      '€',
      'abc',
      '12a',
      '1,2,3',
      '--5',
      ',5',
      '5,',
      '€ 1 2x',
      '1.5',
      '1000.00',
    ])
      expect(parseCurrency(input), input).toBeNull();
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
