import { isValidPostcode, normalisePostcode } from './postcode';

describe('isValidPostcode', () => {
  it('accepts four digits and two letters, with or without a space', () => {
    for (const value of ['1234 AB', '1234AB', '9999 zz', ' 1011ab ']) {
      expect(isValidPostcode(value), value).toBe(true);
    }
  });

  it('refuses a leading 0, the letter pairs SA, SD, SS and other shapes', () => {
    for (const value of [
      '0123 AB',
      '1234 SA',
      '1234 sd',
      '1234SS',
      '1234  AB',
      '123 AB',
      '12345 AB',
      '1234 A',
      '1234 ABC',
      '1234-AB',
      '',
    ]) {
      expect(isValidPostcode(value), value).toBe(false);
    }
  });

  it('still accepts other pairs starting with S', () => {
    expect(isValidPostcode('1234 SB')).toBe(true);
  });
});

describe('normalisePostcode', () => {
  it('writes the postcode as 1234 AB', () => {
    expect(normalisePostcode('1234ab')).toBe('1234 AB');
    expect(normalisePostcode('0123 AB')).toBeNull();
  });

  it('ignores surrounding whitespace and any whitespace between digits and letters', () => {
    expect(normalisePostcode(' 1234   ab ')).toBe('1234 AB');
    expect(normalisePostcode('1234\tAb')).toBe('1234 AB');
    expect(normalisePostcode('12 34 AB')).toBeNull();
    expect(normalisePostcode('1234 SA')).toBeNull();
  });
});
