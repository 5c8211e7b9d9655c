import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it('accepts local part @ domain . TLD of 2 to 4 letters', () => {
    for (const value of [
      'jan@example.nl',
      'j.de.vries+pensioen@mail.example.com',
      'a_b-c@sub-domain.example.info',
      "o'brien@example.ie",
    ]) {
      expect(isValidEmail(value), value).toBe(true);
    }
  });

  it('refuses other shapes and top-level domains outside 2 to 4 letters', () => {
    for (const value of [
      'jan@example',
      'jan@example.n',
      'jan@example.amsterdam',
      'jan@example.c0m',
      'jan.example.nl',
      '@example.nl',
      'jan@@example.nl',
      'jan @example.nl',
      '.jan@example.nl',
      'jan..de@example.nl',
      'jan@-example.nl',
      'jan@example..nl',
      '',
    ]) {
      expect(isValidEmail(value), value).toBe(false);
    }
  });
});
