import { formatDate, formatDateTime, formatTime } from './format';

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
