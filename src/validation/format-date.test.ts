import { formatDate, formatIsoDate, formatTime } from './format-date';

describe('formatDate', () => {
  it('shows dd-MM-yyyy', () => {
    expect(formatDate(new Date(2024, 2, 5, 14, 7))).toBe('05-03-2024');
  });

  it('reads accepted input text', () => {
    expect(formatDate('5-3-24')).toBe('05-03-2024');
    expect(formatDate('2024-03-05')).toBe('05-03-2024');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatDate('31-02-2024')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatTime', () => {
  it('shows HH:mm on a 24-hour clock', () => {
    expect(formatTime(new Date(2024, 2, 5, 14, 7, 59))).toBe('14:07');
    expect(formatTime(new Date(2024, 2, 5, 0, 5))).toBe('00:05');
    expect(formatTime('05-03-2024 09:30:00')).toBe('09:30');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatTime('nonsense')).toBe('');
  });
});

describe('formatIsoDate', () => {
  it('gives the local calendar date', () => {
    expect(formatIsoDate(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
  });
});
