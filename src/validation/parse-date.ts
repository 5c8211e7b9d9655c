/**
 * Turns what a member types into a date field into a `Date`, accepting exactly the day-first
 * formats of spec section 5. date-fns `parse` is lenient (`d` also reads `05`, `yyyy` also reads
 * `24`), so a candidate only counts when formatting it with the same pattern gives back the
 * input: every pattern accepts its own canonical spelling and nothing else.
 */
import { format, isValid, parse, parseISO } from 'date-fns';

/**
 * The accepted input patterns (date-fns tokens), in the order of spec section 5. ISO strings
 * containing `T` are accepted besides these.
 */
export const ACCEPTED_DATE_FORMATS = [
  'dd-MM-yyyy',
  'd-MM-yyyy',
  'dd-M-yyyy',
  'dd-MM-yy',
  'd-M-yyyy',
  'dd-M-yy',
  'd-MM-yy',
  'd-M-yy',
  'ddMMyyyy',
  'dMMyyyy',
  'dd MM yyyy',
  'd MM yyyy',
  'dd/MM/yyyy',
  'd/MM/yyyy',
  'd/M/yy',
  'yyyy-MM-dd',
  'dd-MM-yyyy HH:mm:ss',
] as const;

/**
 * Year of the default reference date for two-digit years. date-fns resolves `yy` to the year
 * nearest the reference year, in the window [reference − 50, reference + 49]; with 1990 that is
 * 1940–2039, so typed birth dates of members, partners and children (the common case for a short
 * year) land in the last century when they should. Pass a `referenceDate` to slide the window.
 */
export const TWO_DIGIT_YEAR_REFERENCE_YEAR = 1990;

/** Earliest year accepted: earlier years are typing mistakes (`1-1-0024`), not members' dates. */
export const MIN_DATE_YEAR = 1900;

/** Latest year accepted. */
export const MAX_DATE_YEAR = 2199;

function withinYears(date: Date): Date | null {
  if (!isValid(date)) return null;
  const year = date.getFullYear();
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR ? date : null;
}

function parseStrict(text: string, pattern: string, referenceDate: Date): Date | null {
  const date = parse(text, pattern, referenceDate);
  return isValid(date) && format(date, pattern) === text ? date : null;
}

/**
 * Parses a date typed in one of {@link ACCEPTED_DATE_FORMATS}, or an ISO string containing `T`.
 * Returns a local-time `Date` (midnight unless a time was given), or `null` when the text has
 * another shape or names an impossible date (`31-02-2024`) or a year outside
 * {@link MIN_DATE_YEAR}–{@link MAX_DATE_YEAR}. Surrounding whitespace is ignored.
 *
 * @param referenceDate date-fns reference date for two-digit years (see
 *   {@link TWO_DIGIT_YEAR_REFERENCE_YEAR}); the default is 1 January 1990.
 */
export function parseDate(
  input: string,
  referenceDate: Date = new Date(TWO_DIGIT_YEAR_REFERENCE_YEAR, 0, 1),
): Date | null {
  // Rules parse the same few dates over and over (every JSON-logic date operation, on every
  // evaluation), and a miss tries up to 17 patterns with date-fns: remember the outcomes.
  const key = `${referenceDate.getTime()}|${input}`;
  const known = parsed.get(key);
  if (known !== undefined) return known === null ? null : new Date(known);
  const date = parseUncached(input, referenceDate);
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(key, date ? date.getTime() : null);
  return date;
}

/** Outcomes of `parseDate` by reference date and input: epoch ms, or null for no date. */
const parsed = new Map<string, number | null>();
const PARSED_LIMIT = 500;

/** `yyyy-MM-dd`, the shape of every date the back end sends. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** How many digits a date-fns token of the accepted patterns formats to (the years 1900–2199). */
const TOKEN_DIGITS: Readonly<Record<string, string>> = {
  yyyy: '\\d{4}',
  yy: '\\d{2}',
  MM: '\\d{2}',
  M: '\\d{1,2}',
  dd: '\\d{2}',
  d: '\\d{1,2}',
  HH: '\\d{2}',
  mm: '\\d{2}',
  ss: '\\d{2}',
};

/**
 * Each accepted pattern's spelling as a regular expression (`dd-MM-yyyy` → `^\d{2}-\d{2}-\d{4}$`):
 * a date a pattern reads strictly is formatted back to the text, so it has this shape.
 */
const SHAPED_PATTERNS = ACCEPTED_DATE_FORMATS.map((pattern) => ({
  pattern,
  shape: new RegExp(
    `^${pattern.replace(/yyyy|yy|MM|M|dd|d|HH|mm|ss|./g, (token) => TOKEN_DIGITS[token] ?? `\\${token}`)}$`,
  ),
}));

function parseUncached(input: string, referenceDate: Date): Date | null {
  const text = input.trim();
  if (text.includes('T')) return withinYears(parseISO(text));
  // The back end's dates straight away (date-fns `parseISO`, local midnight): no other accepted
  // pattern reads this shape, and trying them first with `parse` costs more than everything else a
  // permission rule does.
  if (ISO_DAY.test(text)) return withinYears(parseISO(text));
  for (const { pattern, shape } of SHAPED_PATTERNS) {
    // date-fns is asked only about text a pattern can spell: most of what is read is a date half
    // typed, which no pattern spells, and trying all 17 patterns on every keystroke is work for
    // nothing (docs/performance.md, 2026-11-27 seventh).
    if (!shape.test(text)) continue;
    // date-fns reads the `d` of `dMMyyyy` greedily (two digits), so pad the day instead.
    const date =
      pattern === 'dMMyyyy'
        ? /^\d{7}$/.test(text)
          ? parseStrict(`0${text}`, 'ddMMyyyy', referenceDate)
          : null
        : parseStrict(text, pattern, referenceDate);
    if (date) return withinYears(date);
  }
  return null;
}
