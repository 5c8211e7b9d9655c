import { isValidBsn } from './bsn';

describe('isValidBsn', () => {
  it('accepts numbers that pass the eleven-test', () => {
    expect(isValidBsn('111222333')).toBe(true);
    expect(isValidBsn('870110378')).toBe(true);
  });

  it('left-pads eight digits', () => {
    expect(isValidBsn('12345672')).toBe(true);
    expect(isValidBsn('012345672')).toBe(true);
  });

  it('refuses wrong check digits, all zeros and wrong lengths', () => {
    expect(isValidBsn('111222334')).toBe(false);
    expect(isValidBsn('000000000')).toBe(false);
    expect(isValidBsn('1234567')).toBe(false);
    expect(isValidBsn('12345678a')).toBe(false);
  });
});
