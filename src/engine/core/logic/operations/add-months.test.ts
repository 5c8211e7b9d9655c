import { addMonthsOp } from './add-months';

describe('add_months', () => {
  it('adds and subtracts calendar months', () => {
    expect(addMonthsOp('2025-03-14', 2)).toBe('2025-05-14');
    expect(addMonthsOp('14-03-2025', -3)).toBe('2024-12-14');
    expect(addMonthsOp('2025-03-14', 0)).toBe('2025-03-14');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addMonthsOp('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonthsOp('2024-01-31', 1)).toBe('2024-02-29');
  });

  it('gives null for an unreadable date or a non-integer count', () => {
    expect(addMonthsOp('nonsense', 1)).toBeNull();
    expect(addMonthsOp('2025-01-31', 1.5)).toBeNull();
    expect(addMonthsOp('2025-01-31', '1')).toBeNull();
  });
});
