import { todayOp } from './today';

describe('today', () => {
  it('gives the calendar date of the given moment', () => {
    expect(todayOp('2025-03-14T22:30:00Z')).toBe('2025-03-14');
    expect(todayOp('2025-03-14T23:30:00Z')).toBe('2025-03-15'); // already the 15th in Amsterdam
    expect(todayOp(new Date(2025, 2, 14, 9))).toBe('2025-03-14');
  });

  it('falls back to now of the data in scope', () => {
    expect(todayOp.call({ now: '2025-03-14T10:00:00' })).toBe('2025-03-14');
  });

  it('never reads the real clock', () => {
    expect(todayOp()).toBeNull();
    expect(todayOp.call({})).toBeNull();
    expect(todayOp.call(null)).toBeNull();
    expect(todayOp('not a date')).toBeNull();
  });
});
