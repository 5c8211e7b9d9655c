import { pensionAgeInRangeOp } from './pension-age-in-range';

const state = { year: 67, month: 3 };

describe('pension_age_in_range', () => {
  it('accepts 5 years either side of the state pension age by default, bounds included', () => {
    expect(pensionAgeInRangeOp({ year: 62, month: 3 }, state)).toBe(true);
    expect(pensionAgeInRangeOp({ year: 72, month: 3 }, state)).toBe(true);
    expect(pensionAgeInRangeOp({ year: 62, month: 2 }, state)).toBe(false);
    expect(pensionAgeInRangeOp({ year: 72, month: 4 }, state)).toBe(false);
  });

  it('takes ages as months and the window from the data', () => {
    expect(pensionAgeInRangeOp(62 * 12 + 3, 67 * 12 + 3)).toBe(true);
    expect(pensionAgeInRangeOp({ year: 65, month: 3 }, state, 24, 24)).toBe(true);
    expect(pensionAgeInRangeOp({ year: 65, month: 2 }, state, 24, 24)).toBe(false);
    expect(pensionAgeInRangeOp({ year: 65, month: 2 }, state, null, 24)).toBe(true);
  });

  it('refuses an unreadable age, holds without a state pension age', () => {
    expect(pensionAgeInRangeOp(null, state)).toBe(false);
    expect(pensionAgeInRangeOp({ year: 90, month: 0 }, undefined)).toBe(true);
  });
});
