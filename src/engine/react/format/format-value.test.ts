import { createIntl } from 'react-intl';
import { formatValue } from './format-value';

const nl = createIntl({ locale: 'nl-NL', messages: {} });
const en = createIntl({ locale: 'en-GB', messages: {} });

describe('formatValue', () => {
  it('writes amounts in whole euros as the page language does', () => {
    expect(formatValue(nl, 1000, 'currency')).toBe('€\u00a01.000');
    expect(formatValue(en, 1000, 'currency')).toBe('€1,000');
    expect(formatValue(en, 1234.5, 'currency')).toBe('€1,235');
  });

  it('writes numbers with the separators of the language, and a number shown as text ungrouped', () => {
    expect(formatValue(nl, 1250.5, 'number')).toBe('1.250,5');
    expect(formatValue(en, 1250.5, 'number')).toBe('1,250.5');
    expect(formatValue(nl, 2015, 'text')).toBe('2015');
    expect(formatValue(nl, 12.5, 'text')).toBe('12,5');
  });
});
