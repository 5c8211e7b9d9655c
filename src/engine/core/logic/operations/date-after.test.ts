import { dateAfterOp } from './date-after';

describe('date_after', () => {
  it('compares calendar days strictly', () => {
    expect(dateAfterOp('2025-03-15', '2025-03-14')).toBe(true);
    expect(dateAfterOp('2025-03-14', '2025-03-14T10:00:00')).toBe(false);
    expect(dateAfterOp('2025-03-13', '2025-03-14')).toBe(false);
  });

  it('is false for unreadable dates', () => {
    expect(dateAfterOp('2025-03-15', 'nonsense')).toBe(false);
  });
});
