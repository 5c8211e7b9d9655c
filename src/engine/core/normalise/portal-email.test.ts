// @vitest-environment node
// Properties of the `portal-email` normaliser: trimmed, otherwise as typed, idempotent, and the
// spec section 5 check gives the same verdict before and after.
import fc from 'fast-check';
import { isValidEmail } from '../../../validation/email';
import { normaliseAnswer } from './normalise-answer';

const schema = { type: 'string', format: 'portal-email' };
const normalise = (value: string) => normaliseAnswer(schema, value) as string | undefined;

const whitespace = fc.constantFrom('', ' ', '\t', '\n', '\u00a0 ');
const address = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9._%+-]{1,12}$/),
    fc.stringMatching(/^[A-Za-z0-9-]{1,10}$/),
    fc.stringMatching(/^[A-Za-z]{1,5}$/),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

describe('portal-email normaliser', () => {
  it('trims and keeps the rest as typed, case included', () => {
    fc.assert(
      fc.property(address, whitespace, whitespace, (email, before, after) => {
        const normalised = normalise(`${before}${email}${after}`);
        expect(normalised).toBe(email);
        expect(normalised).toMatch(/^\S(.*\S)?$/);
        expect(isValidEmail(normalised!)).toBe(isValidEmail(email));
      }),
    );
  });

  it('is idempotent and keeps the verdict of the e-mail check', () => {
    fc.assert(
      fc.property(fc.oneof(address, fc.string()), (text) => {
        const once = normalise(text);
        if (once === undefined) {
          expect(text.trim()).toBe('');
          return;
        }
        expect(normalise(once)).toBe(once);
        expect(isValidEmail(once)).toBe(isValidEmail(text));
      }),
    );
  });
});
