// @vitest-environment node
import { createMetaAjv } from './meta-ajv';

describe('createMetaAjv', () => {
  it('reports every x-check value with its pointer, and validates as usual', () => {
    const seen: [string, unknown, string][] = [];
    const ajv = createMetaAjv((kind, value, pointer) => seen.push([kind, value, pointer]));
    const validate = ajv.compile({
      type: 'object',
      properties: { title: { type: 'string', 'x-check': 'messageId' } },
      required: ['title'],
    });
    expect(validate({ title: 'a.b' })).toBe(true);
    expect(seen).toEqual([['messageId', 'a.b', '/title']]);
    expect(validate({})).toBe(false);
  });

  it('accepts x-check without a visitor', () => {
    expect(createMetaAjv().compile({ 'x-check': 'logic' })(1)).toBe(true);
  });
});
