import { format, isValid, parse } from 'date-fns';
import { ACCEPTED_DATE_FORMATS, parseDate } from './parse-date';

vi.mock('date-fns', async (original) => {
  const actual = await original<typeof import('date-fns')>();
  return { ...actual, parse: vi.fn(actual.parse) };
});

const show = (date: Date | null) => (date ? format(date, 'yyyy-MM-dd HH:mm:ss') : null);

describe('parseDate', () => {
  it.each([
    ['05-03-2024', 'dd-MM-yyyy'],
    ['5-03-2024', 'd-MM-yyyy'],
    ['05-3-2024', 'dd-M-yyyy'],
    ['05-03-24', 'dd-MM-yy'],
    ['5-3-2024', 'd-M-yyyy'],
    ['05-3-24', 'dd-M-yy'],
    ['5-03-24', 'd-MM-yy'],
    ['5-3-24', 'd-M-yy'],
    ['05032024', 'ddMMyyyy'],
    ['5032024', 'dMMyyyy'],
    ['05 03 2024', 'dd MM yyyy'],
    ['5 03 2024', 'd MM yyyy'],
    ['05/03/2024', 'dd/MM/yyyy'],
    ['5/03/2024', 'd/MM/yyyy'],
    ['5/3/24', 'd/M/yy'],
    ['2024-03-05', 'yyyy-MM-dd'],
  ])('reads %s (%s) as 5 March 2024', (input) => {
    expect(show(parseDate(input))).toBe('2024-03-05 00:00:00');
  });

  it('covers every listed format', () => {
    expect(ACCEPTED_DATE_FORMATS).toHaveLength(17);
  });

  it('reads a date with time', () => {
    expect(show(parseDate('05-03-2024 13:45:09'))).toBe('2024-03-05 13:45:09');
  });

  it('reads ISO strings containing T, in local time', () => {
    expect(show(parseDate('2024-03-05T10:15:00'))).toBe('2024-03-05 10:15:00');
    // 23:30 UTC on 1 May is 01:30 on 2 May in Amsterdam (tests run with TZ=Europe/Amsterdam).
    expect(show(parseDate('2024-05-01T23:30:00Z'))).toBe('2024-05-02 01:30:00');
  });

  it('ignores surrounding whitespace', () => {
    expect(show(parseDate('  05-03-2024 '))).toBe('2024-03-05 00:00:00');
  });

  it('refuses impossible dates', () => {
    for (const input of ['31-02-2024', '29-02-2023', '32-01-2024', '00-01-2024', '01-13-2024']) {
      expect(parseDate(input)).toBeNull();
    }
    expect(parseDate('2024-02-30T00:00:00')).toBeNull();
  });

  it('accepts 29 February in a leap year', () => {
    expect(show(parseDate('29-02-2024'))).toBe('2024-02-29 00:00:00');
  });

  it('refuses formats not in the list', () => {
    for (const input of [
      '1/3/2024', // d/M/yyyy
      '01/03/24', // dd/MM/yy
      '050324', // ddMMyy
      '2024-3-5', // yyyy-M-d
      '05.03.2024',
      '05-03-2024 13:45', // time without seconds
      '05 - 03 - 2024',
      '5  3 2024',
      'March 5, 2024',
      '',
      'T',
    ]) {
      expect(parseDate(input), input).toBeNull();
    }
  });

  it('refuses lenient date-fns readings: a padded day under d, a short year under yyyy', () => {
    expect(parseDate('05-03-024')).toBeNull();
    expect(parseDate('005-03-2024')).toBeNull();
  });

  it('refuses years outside 1900–2199', () => {
    expect(parseDate('01-01-0024')).toBeNull();
    expect(parseDate('31-12-1899')).toBeNull();
    expect(parseDate('01-01-2200')).toBeNull();
    expect(show(parseDate('01-01-1900'))).toBe('1900-01-01 00:00:00');
  });

  describe('two-digit years', () => {
    it('fall in 1940–2039 by default (reference year 1990)', () => {
      expect(parseDate('01-01-40')?.getFullYear()).toBe(1940);
      expect(parseDate('01-01-55')?.getFullYear()).toBe(1955);
      expect(parseDate('01-01-00')?.getFullYear()).toBe(2000);
      expect(parseDate('01-01-39')?.getFullYear()).toBe(2039);
    });

    it('slide with a given reference date: [reference − 50, reference + 49]', () => {
      const reference = new Date(2025, 5, 1);
      expect(parseDate('01-01-75', reference)?.getFullYear()).toBe(1975);
      expect(parseDate('01-01-74', reference)?.getFullYear()).toBe(2074);
    });

    it('decide whether 29 February exists by the resolved year', () => {
      expect(show(parseDate('29-02-00'))).toBe('2000-02-29 00:00:00');
      expect(parseDate('29-02-01')).toBeNull();
    });
  });
});

describe('the back end shape yyyy-MM-dd, read without date-fns', () => {
  /** What date-fns reads, with the same strictness and year range as parseDate. */
  const byDateFns = (text: string) => {
    const date = parse(text, 'yyyy-MM-dd', new Date(1990, 0, 1));
    return isValid(date) &&
      format(date, 'yyyy-MM-dd') === text &&
      date.getFullYear() >= 1900 &&
      date.getFullYear() <= 2199
      ? date.getTime()
      : null;
  };

  it('gives what date-fns gives, for every day and for impossible and out-of-range ones', () => {
    const texts: string[] = ['2023-02-29', '2024-02-30', '2024-13-01', '2024-00-10', '2024-04-31'];
    texts.push('1899-12-31', '1900-01-01', '2199-12-31', '2200-01-01', '0024-01-01', '2024-01-00');
    for (let day = new Date(2023, 0, 1); day.getFullYear() < 2025; day.setDate(day.getDate() + 1)) {
      texts.push(format(day, 'yyyy-MM-dd'));
    }
    for (const text of texts) {
      expect(parseDate(text)?.getTime() ?? null, text).toBe(byDateFns(text));
    }
  });
});

describe('parseDate asks date-fns only about text a pattern spells', () => {
  // Every accepted pattern tried strictly, as parseDate did before it looked at the text's shape.
  const everyPattern = (typed: string) => {
    const text = typed.trim();
    const reference = new Date(1990, 0, 1);
    for (const pattern of ACCEPTED_DATE_FORMATS) {
      const spelled = pattern === 'dMMyyyy' && /^\d{7}$/.test(text) ? `0${text}` : text;
      const read = pattern === 'dMMyyyy' ? 'ddMMyyyy' : pattern;
      if (pattern === 'dMMyyyy' && spelled === text) continue;
      const date = parse(spelled, read, reference);
      if (isValid(date) && format(date, read) === spelled)
        return date.getFullYear() >= 1900 && date.getFullYear() <= 2199 ? date.getTime() : null;
    }
    return null;
  };

  it('reads what trying every pattern reads, typed whole or in part', () => {
    const texts = new Set<string>(['1-1-1', '31-02-2024', '05-03-20245', '0503202', '5 3 2024']);
    for (const day of [new Date(2024, 2, 5), new Date(1999, 11, 31), new Date(2030, 0, 1)])
      for (const pattern of ACCEPTED_DATE_FORMATS) {
        const text = format(day, pattern);
        for (let end = 1; end <= text.length; end++) texts.add(text.slice(0, end));
      }
    for (const text of texts)
      expect(parseDate(text)?.getTime() ?? null, text).toBe(everyPattern(text));
  });

  it('leaves date-fns alone while a date is half typed', () => {
    vi.mocked(parse).mockClear();
    for (const text of ['1', '12', '12-', '12-0', '12-03', '12-03-', '12-03-2', '12-03-202'])
      expect(parseDate(text), text).toBeNull();
    expect(parse).not.toHaveBeenCalled();
    expect(parseDate('12-03-2024')).not.toBeNull();
    expect(parse).toHaveBeenCalled();
  });
});
