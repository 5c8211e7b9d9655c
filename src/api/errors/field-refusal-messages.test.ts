import en from '../../../locales/en-GB.json';
import nl from '../../../locales/nl-NL.json';
import { FIELD_ERROR_CODES } from '../../../stub/api/field-error-codes';
import { FIELD_REFUSAL_MESSAGES, fieldRefusalMessageId } from './field-refusal-messages';

describe('field refusal messages', () => {
  it.each(FIELD_ERROR_CODES)('%s has a message id present in both locales', (code) => {
    expect(Object.hasOwn(FIELD_REFUSAL_MESSAGES, code)).toBe(true);
    const id = fieldRefusalMessageId(code);
    expect(nl).toHaveProperty([id]);
    expect(en).toHaveProperty([id]);
  });

  it('maps only codes of the contract', () => {
    for (const code of Object.keys(FIELD_REFUSAL_MESSAGES))
      expect(FIELD_ERROR_CODES).toContain(code);
  });

  it('says an invalid BSN as spec section 5 does', () => {
    expect(en[fieldRefusalMessageId('INVALID_BSN') as keyof typeof en]).toBe('No valid BSN number');
  });

  it('gives the general message for a code it does not know', () => {
    expect(fieldRefusalMessageId('VALIDATION')).toBe('validation.server.invalidValue');
    expect(fieldRefusalMessageId('toString')).toBe('validation.server.invalidValue');
    expect(fieldRefusalMessageId('')).toBe('validation.server.invalidValue');
  });
});
