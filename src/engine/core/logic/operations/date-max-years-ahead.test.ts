import { dateMaxYearsAheadOp } from './date-max-years-ahead';

const now = '2026-11-21T23:30:00';

describe('date_max_years_ahead', () => {
  it('accepts up to today plus the years, and any earlier date', () => {
    expect(dateMaxYearsAheadOp('21-11-2027', 1, now)).toBe(true);
    expect(dateMaxYearsAheadOp('22-11-2027', 1, now)).toBe(false);
    expect(dateMaxYearsAheadOp('01-01-2020', 1, now)).toBe(true);
  });

  it('refuses an unreadable date or years that are not whole', () => {
    expect(dateMaxYearsAheadOp('31-02-2027', 1, now)).toBe(false);
    expect(dateMaxYearsAheadOp('01-01-2027', '1', now)).toBe(false);
    expect(dateMaxYearsAheadOp('01-01-2027', 1.5, now)).toBe(false);
  });
});
