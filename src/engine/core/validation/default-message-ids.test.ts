// @vitest-environment node
import { defaultMessageId } from './default-message-ids';

const error = (keyword: string, params: Record<string, unknown> = {}) => ({
  instancePath: '/x',
  keyword,
  params,
});

describe('defaultMessageId', () => {
  it('maps keywords to the texts of spec section 5', () => {
    expect(defaultMessageId(error('required', { missingProperty: 'x' }))).toBe(
      'validation.required',
    );
    expect(defaultMessageId(error('minimum', { limit: 0 }))).toBe('validation.range');
    expect(defaultMessageId(error('exclusiveMinimum', { limit: 0 }))).toBe('validation.positive');
    expect(defaultMessageId(error('multipleOf', { multipleOf: 1 }))).toBe('validation.noDecimals');
    expect(defaultMessageId(error('minItems', { limit: 1 }))).toBe('validation.atLeastOne');
  });

  it('reads the type and the format', () => {
    expect(defaultMessageId(error('type', { type: 'integer' }))).toBe('validation.number');
    expect(defaultMessageId(error('type', { type: 'string' }))).toBe('validation.required');
    expect(defaultMessageId(error('format', { format: 'bsn' }))).toBe('validation.bsn');
    expect(defaultMessageId(error('format', { format: 'postcode' }))).toBe('validation.postcode');
  });

  it('falls back to the mandatory-field text for anything else', () => {
    expect(defaultMessageId(error('enum'))).toBe('validation.required');
    expect(defaultMessageId(error('format', { format: 'unknown' }))).toBe('validation.required');
  });
});
