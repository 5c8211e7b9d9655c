import { dateTwoMonthsAheadOp } from './date-two-months-ahead';

const now = '2026-11-21T23:30:00';

describe('date_two_months_ahead', () => {
  it('accepts from today plus two calendar months', () => {
    expect(dateTwoMonthsAheadOp('2027-01-21', now)).toBe(true);
    expect(dateTwoMonthsAheadOp('20-01-2027', now)).toBe(false);
    expect(dateTwoMonthsAheadOp('2026-12-01', now)).toBe(false);
  });

  it('refuses an unreadable date or moment', () => {
    expect(dateTwoMonthsAheadOp('nonsense', now)).toBe(false);
    expect(dateTwoMonthsAheadOp('2030-01-01', null)).toBe(false);
  });
});
