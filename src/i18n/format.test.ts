import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatTime,
  formatWholeNumber,
} from './format';

describe('formatCurrency', () => {
  it.each([
    [1234.56, '€ 1.235'],
    [0, '€ 0'],
    [999.49, '€ 999'],
    [1000, '€ 1.000'],
    [1234567.5, '€ 1.234.568'],
    [-1500, '€ -1.500'],
    [-2.5, '€ -3'],
    [-0.4, '€ 0'],
  ])('%s → %s', (value, text) => {
    expect(formatCurrency(value)).toBe(text);
  });

  it('is empty for a missing or non-finite value', () => {
    expect(formatCurrency(undefined)).toBe('');
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency(Number.NaN)).toBe('');
  });

  it('groups whole numbers with a period', () => {
    expect(formatWholeNumber(12345678)).toBe('12.345.678');
  });
});

describe('formatDate and formatTime', () => {
  it('formats dates as dd-MM-yyyy and times as HH:mm', () => {
    const date = new Date(2024, 0, 5, 9, 7);
    expect(formatDate(date)).toBe('05-01-2024');
    expect(formatTime(date)).toBe('09:07');
    expect(formatDateTime(date)).toBe('05-01-2024 09:07');
  });

  it('reads ISO strings and timestamps', () => {
    expect(formatDate('2031-12-01')).toBe('01-12-2031');
    expect(formatDate('2024-03-15T13:45:00')).toBe('15-03-2024');
    expect(formatTime('2024-03-15T13:45:00')).toBe('13:45');
    expect(formatDate(new Date(2000, 1, 29).getTime())).toBe('29-02-2000');
  });

  it('is empty for missing or invalid dates', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatTime(null)).toBe('');
    expect(formatDateTime('2024-02-30')).toBe('');
  });
});
