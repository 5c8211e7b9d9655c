import { yearsUntilOp } from './years-until';

describe('years_until', () => {
  it('counts whole years, truncated', () => {
    expect(yearsUntilOp('2025-03-14', '2030-03-14')).toBe(5);
    expect(yearsUntilOp('2025-03-14', '2030-03-13')).toBe(4);
    expect(yearsUntilOp('2025-03-14T23:00:00', '2030-03-14T01:00:00')).toBe(5);
  });

  it('is negative when the end lies before the start', () => {
    expect(yearsUntilOp('2030-03-14', '2025-03-14')).toBe(-5);
    expect(yearsUntilOp('2025-03-14', '2025-01-01')).toBe(0);
  });

  it('gives null for unreadable dates', () => {
    expect(yearsUntilOp('2025-03-14', null)).toBeNull();
  });
});
