import { addYearsOp } from './add-years';

describe('add_years', () => {
  it('adds and subtracts years', () => {
    expect(addYearsOp('2025-03-14', 5)).toBe('2030-03-14');
    expect(addYearsOp('2025-03-14', -27)).toBe('1998-03-14');
  });

  it('moves 29 February to 28 February in a common year', () => {
    expect(addYearsOp('2024-02-29', 1)).toBe('2025-02-28');
  });

  it('gives null for an unreadable date or a non-integer count', () => {
    expect(addYearsOp(undefined, 1)).toBeNull();
    expect(addYearsOp('2025-03-14', null)).toBeNull();
  });
});
