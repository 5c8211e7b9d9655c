// @vitest-environment node
// The meta-schemas editors use for flow files, step schemas and ui schemas: every property
// explains itself (so a plain JSON editor shows help), and they are valid JSON Schema.
import Ajv2020 from 'ajv/dist/2020';
import flowMetaSchema from '../schemas/meta/flow.schema.json';
import stepMetaSchema from '../schemas/meta/step.schema.json';
import uiMetaSchema from '../schemas/meta/ui.schema.json';
import { createMetaAjv } from '../src/engine/core/flow/meta-ajv';

type Schema = Record<string, unknown>;

/** Properties without a description of their own or on the definition they refer to. */
function undescribed(root: Schema): string[] {
  const missing: string[] = [];
  const resolve = (schema: Schema): Schema => {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Schema)[key], root);
    return target as Schema;
  };
  /** Keywords whose value is a map of schemas; `if` only selects a branch; data keywords hold no schemas. */
  const MAPS = new Set(['properties', 'patternProperties', '$defs']);
  const SKIP = new Set(['if', 'const', 'enum', 'default', 'examples']);
  const walk = (schema: unknown, path: string) => {
    if (typeof schema !== 'object' || schema === null) return;
    if (Array.isArray(schema)) {
      schema.forEach((item, i) => walk(item, `${path}/${i}`));
      return;
    }
    const node = schema as Schema;
    for (const [name, child] of Object.entries((node.properties ?? {}) as Schema)) {
      const described =
        typeof (child as Schema).description === 'string' ||
        typeof resolve(child as Schema).description === 'string';
      if (!described) missing.push(`${path}/properties/${name}`);
    }
    for (const [key, child] of Object.entries(node)) {
      if (SKIP.has(key)) continue;
      if (MAPS.has(key))
        for (const [name, sub] of Object.entries(child as Schema))
          walk(sub, `${path}/${key}/${name}`);
      else walk(child, `${path}/${key}`);
    }
  };
  walk(root, '#');
  return missing;
}

describe.each([
  ['flow', flowMetaSchema],
  ['step', stepMetaSchema],
  ['ui', uiMetaSchema],
])('the %s meta-schema', (_name, schema) => {
  it('describes every property', () => {
    expect(undescribed(schema as Schema)).toEqual([]);
  });

  it('is valid JSON Schema 2020-12 that compiles', () => {
    const ajv = new Ajv2020({ strict: false });
    expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
    expect(() => createMetaAjv().compile(schema)).not.toThrow();
  });
});
