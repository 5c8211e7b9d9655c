// @vitest-environment node
import fc from 'fast-check';
import { portalFormats } from '../../../validation/ajv-formats';
import { fieldNormalisers } from './index';
import { normaliseAnswer } from './normalise-answer';

describe('fieldNormalisers', () => {
  it('are keyed by their own format, each a portal format', () => {
    for (const [format, normaliser] of Object.entries(fieldNormalisers)) {
      expect(normaliser.format).toBe(format);
      expect(Object.keys(portalFormats)).toContain(format);
    }
  });
});

describe('normaliseAnswer', () => {
  it('trims every text, with or without a format, and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(undefined, 'portal-name', 'nl-date', 'house-number'),
        (text, format) => {
          const schema = format ? { type: 'string', format } : { type: 'string' };
          const normalised = normaliseAnswer(schema, text);
          expect(normalised).toBe(text.trim() === '' ? undefined : text.trim());
          expect(normaliseAnswer(schema, normalised)).toBe(normalised);
        },
      ),
    );
  });

  it('makes an answer of only whitespace no answer', () => {
    expect(normaliseAnswer({ type: 'string', format: 'bsn' }, ' \t ')).toBeUndefined();
  });

  it('writes a text by its format normaliser', () => {
    expect(normaliseAnswer({ format: 'bsn' }, ' 12345672 ')).toBe('012345672');
    expect(normaliseAnswer({ format: 'postcode' }, '1234ab')).toBe('1234 AB');
    expect(normaliseAnswer({ format: 'portal-email' }, ' a@b.nl ')).toBe('a@b.nl');
  });

  it('leaves values that are not texts alone, and ignores formats it does not know', () => {
    const list = ['a '];
    expect(normaliseAnswer({ type: 'array' }, list)).toBe(list);
    expect(normaliseAnswer({ format: 'bsn' }, 12345672)).toBe(12345672);
    expect(normaliseAnswer({ format: 'toString' }, ' x ')).toBe('x');
  });
});
