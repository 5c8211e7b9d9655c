import { isPensionAge, monthsToPensionAge, pensionAgeToMonths } from './pension-age';

describe('pension ages', () => {
  it('convert to months and back', () => {
    expect(pensionAgeToMonths({ year: 67, month: 3 })).toBe(807);
    expect(monthsToPensionAge(807)).toEqual({ year: 67, month: 3 });
    expect(monthsToPensionAge(804)).toEqual({ year: 67, month: 0 });
  });

  it('drop fractions of a month', () => {
    expect(monthsToPensionAge(807.9)).toEqual({ year: 67, month: 3 });
  });

  it('recognise the API shape', () => {
    expect(isPensionAge({ year: 67, month: 0 })).toBe(true);
    expect(isPensionAge({ year: 67 })).toBe(false);
    expect(isPensionAge({ year: '67', month: 0 })).toBe(false);
    expect(isPensionAge(null)).toBe(false);
    expect(isPensionAge(807)).toBe(false);
  });
});
