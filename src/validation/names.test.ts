import { isValidName, isValidNameWithAt } from './names';

describe('isValidName', () => {
  it('accepts letters including accented ones, digits, _ - apostrophes and backtick', () => {
    for (const value of [
      'Jan',
      'Jan-Willem',
      "d'Ancona",
      'd’Ancona',
      'Ça`va',
      'Zoë Müller',
      'van der Berg',
      'Łukasz Żółw',
      'Jan_2',
      'Søren',
    ]) {
      expect(isValidName(value), value).toBe(true);
    }
  });

  it('refuses double, leading or trailing spaces and other characters', () => {
    for (const value of ['', ' Jan', 'Jan ', 'van  der Berg', 'Jan.', 'Jan!', 'jan@home', 'a/b']) {
      expect(isValidName(value), value).toBe(false);
    }
  });
});

describe('isValidNameWithAt', () => {
  it('also allows @', () => {
    expect(isValidNameWithAt('jan@home')).toBe(true);
    expect(isValidNameWithAt('Jan de Vries')).toBe(true);
    expect(isValidNameWithAt('jan@home.nl')).toBe(false);
  });
});
