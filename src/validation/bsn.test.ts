import { isDifferentBsn, isValidBsn, normaliseBsn } from './bsn';

describe('normaliseBsn', () => {
  it('left-pads 8 digits with a 0 and keeps 9 digits', () => {
    expect(normaliseBsn('12345672')).toBe('012345672');
    expect(normaliseBsn(' 111222333 ')).toBe('111222333');
  });

  it('drops single spaces or dots between digit groups', () => {
    expect(normaliseBsn('123 456 782')).toBe('123456782');
    expect(normaliseBsn(' 123.456.782 ')).toBe('123456782');
    expect(normaliseBsn('1234.5672')).toBe('012345672');
    expect(normaliseBsn('123\u00a0456\u00a0782')).toBe('123456782');
  });

  it('refuses other lengths, non-digits and other separators', () => {
    for (const value of [
      '',
      '1234567',
      '1234567890',
      '12345678a',
      '123-456-782',
      '123  456 782',
      '123..456.782',
      '.123456782',
      '123 456 7821',
    ]) {
      expect(normaliseBsn(value)).toBeNull();
    }
  });
});

describe('isValidBsn', () => {
  it('accepts numbers passing the eleven-test', () => {
    expect(isValidBsn('111222333')).toBe(true);
    expect(isValidBsn('123456782')).toBe(true);
    expect(isValidBsn('999999990')).toBe(true);
  });

  it('accepts an 8-digit number valid once padded', () => {
    expect(isValidBsn('12345672')).toBe(true);
    expect(isValidBsn('10000008')).toBe(true);
  });

  it('refuses numbers failing the eleven-test', () => {
    expect(isValidBsn('123456789')).toBe(false);
    expect(isValidBsn('111222334')).toBe(false);
    expect(isValidBsn('10000005')).toBe(false);
  });

  it('refuses all zeros, padded or not', () => {
    expect(isValidBsn('000000000')).toBe(false);
    expect(isValidBsn('00000000')).toBe(false);
  });

  it('refuses a last digit alone (negative sum)', () => {
    expect(isValidBsn('000000005')).toBe(false);
  });

  it('refuses wrong lengths and characters', () => {
    expect(isValidBsn('123 456 782')).toBe(false);
    expect(isValidBsn('1234567')).toBe(false);
    expect(isValidBsn('1112223330')).toBe(false);
    expect(isValidBsn('11122233a')).toBe(false);
    expect(isValidBsn('')).toBe(false);
  });
});

describe('isDifferentBsn', () => {
  it('compares normalised values', () => {
    expect(isDifferentBsn('12345672', '012345672')).toBe(false);
    expect(isDifferentBsn(' 111222333', '111222333 ')).toBe(false);
    expect(isDifferentBsn('111222333', '123456782')).toBe(true);
  });

  it('compares values that do not normalise as trimmed text', () => {
    expect(isDifferentBsn('abc', ' abc ')).toBe(false);
    expect(isDifferentBsn('abc', '111222333')).toBe(true);
  });
});
