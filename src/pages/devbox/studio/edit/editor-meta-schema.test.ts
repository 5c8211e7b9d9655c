// The editor's form of a meta-schema: a subschema that picks its further properties by a
// discriminating const (`if`/`then` + `unevaluatedProperties: false`) becomes closed `oneOf`
// branches; everything else, and a meta-schema without the pattern, stays as it is.
import flowMetaSchema from '../../../../../schemas/meta/flow.schema.json';
import stepMetaSchema from '../../../../../schemas/meta/step.schema.json';
import uiMetaSchema from '../../../../../schemas/meta/ui.schema.json';
import { editorMetaSchema } from './editor-meta-schema';

const when = (value: string, then: unknown) => ({
  if: { properties: { kind: { const: value } }, required: ['kind'] },
  then,
});

const shape = {
  $defs: {
    messageId: { type: 'string' },
    circle: { required: ['radius'], properties: { radius: { type: 'number' } } },
  },
  type: 'array',
  items: {
    description: 'A shape.',
    type: 'object',
    required: ['kind'],
    properties: {
      kind: { description: 'Which shape.', enum: ['circle', 'square'] },
      label: { $ref: '#/$defs/messageId' },
    },
    allOf: [
      when('circle', { $ref: '#/$defs/circle' }),
      when('square', { properties: { side: { type: 'number' } } }),
    ],
    unevaluatedProperties: false,
  },
};

describe('editorMetaSchema', () => {
  it('spells each kind as a closed branch: shared and own properties, the kind fixed', () => {
    const derived = editorMetaSchema(shape) as unknown as { items: Record<string, unknown> };
    const kind = { description: 'Which shape.', enum: ['circle', 'square'] };
    const label = { $ref: '#/$defs/messageId' };
    expect(derived.items).toEqual({
      description: 'A shape.',
      type: 'object',
      required: ['kind'],
      // Kept: completion offers the names and the discriminator's values from here too.
      properties: { kind, label },
      oneOf: [
        {
          type: 'object',
          required: ['kind', 'radius'],
          properties: {
            kind: { ...kind, const: 'circle' },
            label,
            radius: { type: 'number' },
          },
          additionalProperties: false,
        },
        {
          type: 'object',
          required: ['kind'],
          properties: { kind: { ...kind, const: 'square' }, label, side: { type: 'number' } },
          additionalProperties: false,
        },
      ],
    });
    // The definitions (and so every $ref) stay where they were.
    expect((derived as unknown as typeof shape).$defs).toBe(shape.$defs);
  });

  it('leaves alone what is not exactly the pattern, as the very same objects', () => {
    const open = { ...shape.items, unevaluatedProperties: true };
    const twoKeys = {
      ...shape.items,
      allOf: [
        when('circle', {}),
        { if: { properties: { label: { const: 'x' } }, required: ['label'] }, then: {} },
      ],
    };
    const closedAlready = { ...shape.items, additionalProperties: false };
    for (const schema of [open, twoKeys, closedAlready])
      expect(editorMetaSchema(schema)).toBe(schema);
  });

  it('changes nothing in the step and ui meta-schemas, which have no such subschema', () => {
    expect(editorMetaSchema(stepMetaSchema)).toBe(stepMetaSchema);
    expect(editorMetaSchema(uiMetaSchema)).toBe(uiMetaSchema);
  });

  it('rewrites the flow meta-schema where steps and content blocks pick by kind and type', () => {
    const derived = editorMetaSchema(flowMetaSchema) as unknown as {
      $defs: Record<string, Record<string, unknown>>;
    };
    const text = JSON.stringify(derived);
    expect(text).not.toContain('unevaluatedProperties');
    expect(text).not.toContain('"if"');
    const branches = (name: string, key: string) =>
      (derived.$defs[name]!.oneOf as { properties: Record<string, { const: unknown }> }[]).map(
        (branch) => branch.properties[key]!.const,
      );
    expect(branches('step', 'kind')).toEqual(['form', 'info', 'summary']);
    expect(branches('block', 'type')).toEqual(['text', 'list', 'help', 'table', 'scale']);
    // Every $ref still points at a definition of the derived schema.
    for (const [, ref] of text.matchAll(/"\$ref":"#\/\$defs\/([^"]+)"/g))
      expect(derived.$defs, ref).toHaveProperty([ref!]);
  });
});
