// @vitest-environment node
import { numberKind, numberTextErrors } from './number-text';

const schema = {
  type: 'object',
  properties: {
    amount: { type: 'number' },
    share: { type: 'number' },
    year: { type: 'integer' },
    name: { type: 'string' },
  },
};
const uiSchema = { amount: { 'ui:widget': 'currency' } };

describe('numberKind', () => {
  it('tells amounts, numbers and whole numbers apart', () => {
    expect(numberKind({ type: 'number' }, { 'ui:widget': 'currency' })).toBe('amount');
    expect(numberKind({ type: 'number' }, { 'ui:format': 'currency' })).toBe('amount');
    expect(numberKind({ type: ['number', 'null'] }, {})).toBe('number');
    expect(numberKind({ type: 'integer' }, {})).toBe('wholeNumber');
    expect(numberKind({ type: 'string' }, { 'ui:widget': 'currency' })).toBeUndefined();
  });
});

describe('numberTextErrors', () => {
  const values = { amount: '1,000', share: 'x', year: '20.15', name: 'Jan' };

  it('refuses text in number fields with examples written in the page language', () => {
    expect(numberTextErrors(schema, uiSchema, values, [], 'en-GB')).toEqual([
      {
        path: 'amount',
        messageId: 'validation.amountFormat',
        values: { whole: '1,250', decimal: '1,250.50' },
      },
      {
        path: 'share',
        messageId: 'validation.numberFormat',
        values: { whole: '1,250', decimal: '12.5' },
      },
      { path: 'year', messageId: 'validation.wholeNumberFormat', values: { whole: '1,250' } },
    ]);
  });

  it('writes Dutch examples when the language is Dutch or unknown', () => {
    const [error] = numberTextErrors(schema, uiSchema, { amount: 'veel' }, []);
    expect(error?.values).toEqual({ whole: '1.250', decimal: '1.250,50' });
  });

  it('leaves numbers, empty text and hidden fields alone', () => {
    expect(
      numberTextErrors(
        schema,
        uiSchema,
        { amount: 1000, share: ' ', year: 'x' },
        ['year'],
        'nl-NL',
      ),
    ).toEqual([]);
  });
});
