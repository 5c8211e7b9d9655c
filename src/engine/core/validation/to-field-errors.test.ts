// @vitest-environment node
import { compileValidators } from './create-ajv';
import { toFieldErrors } from './to-field-errors';

const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['years', 'amount'],
  properties: {
    years: {
      type: 'integer',
      minimum: 55,
      maximum: 75,
      errorMessage: { minimum: 'validation.range', maximum: 'validation.range' },
    },
    amount: { type: 'number', exclusiveMinimum: 0, multipleOf: 1 },
    bsn: { type: 'string', format: 'bsn' },
  },
  errorMessage: { required: { years: 'validation.required' } },
};

function errorsFor(data: unknown) {
  const validate = compileValidators({ s: schema }).s;
  if (!validate) throw new Error('not compiled');
  validate(data);
  return toFieldErrors(validate.errors ?? [], schema);
}

describe('toFieldErrors', () => {
  it('uses the errorMessage id and fills first and second from the field bounds', () => {
    expect(errorsFor({ years: 80, amount: 10 })).toEqual([
      {
        path: 'years',
        messageId: 'validation.range',
        values: { first: 55, second: 75, amount: 75 },
      },
    ]);
  });

  it('puts a missing property on the field path', () => {
    expect(errorsFor({})).toEqual([
      { path: 'amount', messageId: 'validation.required', values: { first: 0 } },
      { path: 'years', messageId: 'validation.required', values: { first: 55, second: 75 } },
    ]);
  });

  it('falls back to the default message ids, one error per field', () => {
    expect(errorsFor({ years: 60, amount: 12.5, bsn: '123' })).toEqual([
      { path: 'amount', messageId: 'validation.noDecimals', values: { first: 0 } },
      { path: 'bsn', messageId: 'validation.bsn', values: {} },
    ]);
    expect(errorsFor({ years: 60, amount: 0 })).toEqual([
      {
        path: 'amount',
        messageId: 'validation.positive',
        values: { first: 0, amount: 0 },
      },
    ]);
  });
});
