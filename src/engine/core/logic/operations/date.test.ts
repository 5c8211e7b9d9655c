import { dateOp } from './date';

describe('date', () => {
  it('reads the section 5 formats and ISO strings into an ISO calendar date', () => {
    expect(dateOp('31-12-1990')).toBe('1990-12-31');
    expect(dateOp('5-3-60')).toBe('1960-03-05');
    expect(dateOp('2024-03-05')).toBe('2024-03-05');
    expect(dateOp('2024-05-01T23:30:00Z')).toBe('2024-05-02'); // Amsterdam calendar day
    expect(dateOp(new Date(2024, 0, 2, 12))).toBe('2024-01-02');
  });

  it('gives null for unreadable input', () => {
    expect(dateOp('31-02-2024')).toBeNull();
    expect(dateOp(null)).toBeNull();
    expect(dateOp(undefined)).toBeNull();
  });
});
