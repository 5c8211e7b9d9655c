import { monthsUntilOp } from './months-until';

describe('months_until', () => {
  it('counts whole calendar months, truncated', () => {
    expect(monthsUntilOp('2025-01-15', '2025-03-15')).toBe(2);
    expect(monthsUntilOp('2025-01-15', '2025-03-14')).toBe(1);
    expect(monthsUntilOp('2025-03-14', '2027-03-14')).toBe(24);
  });

  it('is negative when the end lies before the start', () => {
    expect(monthsUntilOp('2025-03-15', '2025-01-15')).toBe(-2);
  });

  it('gives null for unreadable dates', () => {
    expect(monthsUntilOp(null, '2025-03-14')).toBeNull();
  });
});
