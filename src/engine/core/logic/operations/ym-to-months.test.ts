import { ymToMonthsOp } from './ym-to-months';

describe('ym_to_months', () => {
  it('turns {year, month} into months', () => {
    expect(ymToMonthsOp({ year: 67, month: 3 })).toBe(807);
    expect(ymToMonthsOp({ year: 68, month: 0 })).toBe(816);
  });

  it('gives null for anything else', () => {
    expect(ymToMonthsOp({ year: 67 })).toBeNull();
    expect(ymToMonthsOp(807)).toBeNull();
    expect(ymToMonthsOp(null)).toBeNull();
  });
});
