import { isValidHouseNumber, isValidHouseNumberAddition } from './house-number';

describe('isValidHouseNumber', () => {
  it('accepts 1 to 99999', () => {
    for (const value of ['1', '12', '99999', 42, ' 7 ']) {
      expect(isValidHouseNumber(value), String(value)).toBe(true);
    }
  });

  it('refuses 0, leading zeros, more than 5 digits and additions', () => {
    for (const value of ['0', '012', '100000', '12A', '-1', '1.5', '', 0]) {
      expect(isValidHouseNumber(value), String(value)).toBe(false);
    }
  });
});

describe('isValidHouseNumberAddition', () => {
  it('accepts short letter and digit additions', () => {
    for (const value of ['A', 'bis', '2', '1-H', 'III', 'A 2']) {
      expect(isValidHouseNumberAddition(value), value).toBe(true);
    }
  });

  it('refuses empty, long or odd additions', () => {
    for (const value of ['', '-A', 'A-', 'ABCDEFG', 'A--2', 'A/2', 'é']) {
      expect(isValidHouseNumberAddition(value), value).toBe(false);
    }
  });
});
