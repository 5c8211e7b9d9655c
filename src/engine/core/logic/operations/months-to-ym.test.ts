import { monthsToYmOp } from './months-to-ym';
import { ymToMonthsOp } from './ym-to-months';

describe('months_to_ym', () => {
  it('turns months into {year, month}', () => {
    expect(monthsToYmOp(807)).toEqual({ year: 67, month: 3 });
    expect(monthsToYmOp(0)).toEqual({ year: 0, month: 0 });
  });

  it('is the inverse of ym_to_months', () => {
    expect(ymToMonthsOp(monthsToYmOp(821))).toBe(821);
  });

  it('gives null for non-numbers', () => {
    expect(monthsToYmOp('807')).toBeNull();
    expect(monthsToYmOp(Number.NaN)).toBeNull();
  });
});
