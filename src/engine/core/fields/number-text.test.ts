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
    expect(numberKind({ type: 'number', multipleOf: 1 }, {})).toBe('wholeNumber');
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

  it('refuses a list field once when a number in one of its items holds text (a percentage per fund)', () => {
    const allocation = {
      type: 'object',
      properties: {
        allocation: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              fundId: { type: 'string' },
              targetPct: { type: 'number', multipleOf: 1 },
            },
          },
        },
      },
    };
    const typed = [
      { fundId: 'NL01', targetPct: 50 },
      { fundId: 'NL02', targetPct: '49,5' },
    ];
    expect(numberTextErrors(allocation, {}, { allocation: typed }, [], 'nl-NL')).toEqual([
      { path: 'allocation', messageId: 'validation.wholeNumberFormat', values: { whole: '1.250' } },
    ]);
    expect(
      numberTextErrors(allocation, {}, { allocation: typed }, ['allocation'], 'nl-NL'),
    ).toEqual([]);
    const whole = [
      { fundId: 'NL01', targetPct: 100 },
      { fundId: 'NL02', targetPct: ' ' },
    ];
    expect(numberTextErrors(allocation, {}, { allocation: whole }, [], 'nl-NL')).toEqual([]);
  });
});
