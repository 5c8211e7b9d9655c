import { ageOnOp } from './age-on';

describe('age_on', () => {
  it('counts completed years on the date', () => {
    expect(ageOnOp('1960-03-14', '2025-03-14')).toBe(65);
    expect(ageOnOp('1960-03-15', '2025-03-14T23:00:00')).toBe(64);
  });

  it('gives the fallback, else null, without a readable birth date', () => {
    expect(ageOnOp(null, '2025-03-14', 18)).toBe(18);
    expect(ageOnOp(null, '2025-03-14')).toBeNull();
    expect(ageOnOp('1960-03-14', undefined)).toBeNull();
  });

  it('gives a real age of 0, not the fallback', () => {
    expect(ageOnOp('2025-01-01', '2025-03-14', 18)).toBe(0);
  });
});
