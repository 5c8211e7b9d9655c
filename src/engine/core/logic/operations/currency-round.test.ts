import { currencyRoundOp } from './currency-round';

describe('currency_round', () => {
  it('rounds to whole euros, halves away from zero', () => {
    expect(currencyRoundOp(1234.5)).toBe(1235);
    expect(currencyRoundOp(1234.49)).toBe(1234);
    expect(currencyRoundOp(-2.5)).toBe(-3);
  });

  it('reads typed amounts', () => {
    expect(currencyRoundOp('€ 1.234,50')).toBe(1235);
  });

  it('gives null for unreadable amounts', () => {
    expect(currencyRoundOp('veel')).toBeNull();
    expect(currencyRoundOp(null)).toBeNull();
    expect(currencyRoundOp(Number.NaN)).toBeNull();
  });
});
