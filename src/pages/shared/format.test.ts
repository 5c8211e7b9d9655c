import { createIntl } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { formatCurrency } from '../../i18n/format-number';
import { formatPercent, formatPrice, formatUnits, maskBsn } from './format';

const nl = createIntl({ locale: 'nl-NL', messages: {} });
const en = createIntl({ locale: 'en-GB', messages: {} });

describe('maskBsn', () => {
  it('shows only the last four digits', () => {
    expect(maskBsn('870110378')).toBe('*****0378');
    expect(maskBsn('123456789')).toBe('*****6789');
  });

  it('pads an 8-digit BSN to 9 (spec section 5) and ignores separators', () => {
    expect(maskBsn('12345672')).toBe('*****5672');
    expect(maskBsn('1234.56.782')).toBe('*****6782');
  });

  it('is empty without a BSN', () => {
    expect(maskBsn(undefined)).toBe('');
  });
});

describe('formatPercent', () => {
  it('follows the language with one decimal by default', () => {
    expect(formatPercent(nl, 51.8)).toBe('51,8%');
    expect(formatPercent(en, 51.8)).toBe('51.8%');
    expect(formatPercent(nl, 50)).toBe('50%');
    expect(formatPercent(nl, 0.05)).toBe('0,1%');
    expect(formatPercent(nl, 0.05, 2)).toBe('0,05%');
    expect(formatPercent(nl, undefined)).toBe('');
  });
});

describe('formatPrice and formatUnits', () => {
  it('keeps two decimals for unit prices and up to four for units', () => {
    expect(formatPrice(nl, 41.2375)).toBe('€\u00a041,24');
    expect(formatPrice(nl, 1234.5)).toBe('€\u00a01.234,50');
    expect(formatPrice(en, 10.0215)).toBe('€10.02');
    expect(formatUnits(nl, 1787.7189)).toBe('1.787,7189');
    expect(formatPrice(nl, undefined)).toBe('');
  });
});

describe('amounts and dates on the pages (spec section 5)', () => {
  it('rounds money to whole euros with the thousands separator of the language', () => {
    expect(formatCurrency(38640, 'nl-NL')).toBe('€\u00a038.640');
    expect(formatCurrency(14311.56, 'nl-NL')).toBe('€\u00a014.312');
    expect(formatCurrency(14311.56 / 12, 'nl-NL')).toBe('€\u00a01.193');
    expect(formatCurrency(142318.64, 'en-GB')).toBe('€142,319');
  });

  it('shows dates as dd-MM-yyyy', () => {
    expect(formatDate('2049-05-01')).toBe('01-05-2049');
    expect(formatDate('2026-11-12T09:15:00+01:00')).toBe('12-11-2026');
  });
});

describe('isSafeHref', () => {
  it('links only web and blob addresses', async () => {
    const { isSafeHref } = await import('./external-link');
    expect(isSafeHref('https://fondsinformatie.stub.example/asr/NL0012042461')).toBe(true);
    expect(isSafeHref('blob:http://localhost/abc')).toBe(true);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
  });
});
