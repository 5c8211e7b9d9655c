import { cohabitingAllowedOp } from './cohabiting-allowed';

describe('cohabiting_allowed', () => {
  it('accepts only a start strictly after the given date', () => {
    expect(cohabitingAllowedOp('01-01-2021', '31-12-2020')).toBe(true);
    expect(cohabitingAllowedOp('31-12-2020', '2020-12-31')).toBe(false);
    expect(cohabitingAllowedOp('01-06-2020', '31-12-2020')).toBe(false);
  });

  it('holds without a date to start after, refuses an unreadable start', () => {
    expect(cohabitingAllowedOp('01-06-2020', undefined)).toBe(true);
    expect(cohabitingAllowedOp('1 June', '31-12-2020')).toBe(false);
  });
});
