import { dateBetweenOp } from './date-between';

describe('date_between', () => {
  it('includes both bounds', () => {
    expect(dateBetweenOp('2025-01-01', '2025-01-01', '2025-12-31')).toBe(true);
    expect(dateBetweenOp('2025-12-31', '2025-01-01', '2025-12-31')).toBe(true);
    expect(dateBetweenOp('2025-06-15', '2025-01-01', '2025-12-31')).toBe(true);
  });

  it('is false outside the range or with an unreadable date', () => {
    expect(dateBetweenOp('2024-12-31', '2025-01-01', '2025-12-31')).toBe(false);
    expect(dateBetweenOp('2026-01-01', '2025-01-01', '2025-12-31')).toBe(false);
    expect(dateBetweenOp('2025-06-15', null, '2025-12-31')).toBe(false);
  });
});
