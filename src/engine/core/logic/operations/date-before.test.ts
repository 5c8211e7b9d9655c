import { dateBeforeOp } from './date-before';

describe('date_before', () => {
  it('compares calendar days strictly', () => {
    expect(dateBeforeOp('2025-03-13', '2025-03-14')).toBe(true);
    expect(dateBeforeOp('2025-03-14', '2025-03-14')).toBe(false);
    expect(dateBeforeOp('2025-03-14T01:00:00', '2025-03-14T23:00:00')).toBe(false);
    expect(dateBeforeOp('14-03-2025', '2025-03-15')).toBe(true);
  });

  it('is false for unreadable dates', () => {
    expect(dateBeforeOp(null, '2025-03-14')).toBe(false);
    expect(dateBeforeOp('2025-03-14', undefined)).toBe(false);
  });
});
