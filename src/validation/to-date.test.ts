import { toDate } from './to-date';

describe('toDate', () => {
  it('copies a valid Date', () => {
    const original = new Date(2024, 0, 1);
    const copy = toDate(original);
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
  });

  it('reads epoch milliseconds and accepted text', () => {
    expect(toDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(toDate('31-12-1990')).toEqual(new Date(1990, 11, 31));
  });

  it('passes the reference date on for two-digit years', () => {
    expect(toDate('01-01-74', new Date(2025, 0, 1))?.getFullYear()).toBe(2074);
  });

  it('gives null for anything else', () => {
    for (const value of [null, undefined, {}, [], true, Number.NaN, Infinity, 'x']) {
      expect(toDate(value)).toBeNull();
    }
    expect(toDate(new Date(Number.NaN))).toBeNull();
  });
});
