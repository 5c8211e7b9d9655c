/**
 * One answer in the spelling it is stored in: every text trimmed (an answer of only whitespace is
 * no answer), then written by its format's normaliser (`./index.ts`).
 */
import type { JsonSchema } from '../types/schema';
import { fieldNormalisers } from './index';

/**
 * One answer as stored, given its field's schema: texts trimmed (`undefined` when nothing is
 * left) and written by their format's normaliser; anything that is not a text as it is.
 */
export function normaliseAnswer(schema: JsonSchema, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const format = schema.format;
  const normaliser =
    typeof format === 'string' && Object.hasOwn(fieldNormalisers, format)
      ? fieldNormalisers[format]
      : undefined;
  return normaliser ? normaliser.normalise(trimmed) : trimmed;
}
