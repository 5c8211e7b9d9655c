// The two descriptions of /config.json held against each other: the valibot schema the portal
// checks at start (src/config/config-schema.ts) and config.schema.json, which operators and
// editors read. Same fields at every level, same required ones, same choices, a description on
// every field, and the same verdict on the example, the stub's file and a set of wrong files.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import * as v from 'valibot';
import example from '../config.example.json';
import jsonSchema from '../config.schema.json';
import {
  configObjectSchema,
  PORTAL_ENVIRONMENTS,
  portalConfigSchema,
} from '../src/config/config-schema';
import stubConfig from '../stub/portal-config.json';

interface JsonNode {
  type?: string;
  description?: string;
  properties?: Record<string, JsonNode>;
  required?: string[];
  additionalProperties?: boolean | JsonNode;
  enum?: unknown[];
}

type AnySchema = v.GenericSchema & {
  type: string;
  wrapped?: AnySchema;
  entries?: Record<string, AnySchema>;
  options?: readonly unknown[];
  pipe?: readonly { kind: string; type: string }[];
};

const ajv = new Ajv2020({
  allErrors: true,
  strict: true,
  strictTypes: false,
  strictRequired: false,
});
addFormats(ajv);
const validateJson = ajv.compile(jsonSchema);

/** The schema inside optional and pipe wrappers. */
function unwrap(schema: AnySchema): { schema: AnySchema; optional: boolean } {
  if (schema.type === 'optional' && schema.wrapped)
    return { ...unwrap(schema.wrapped), optional: true };
  const first = schema.pipe?.[0] as AnySchema | undefined;
  if (first && first !== schema && first.kind === 'schema') return unwrap(first);
  return { schema, optional: false };
}

/** Compares one object level of both schemas, then the levels below it. */
function compareObjects(valibot: AnySchema, json: JsonNode, path: string): string[] {
  const problems: string[] = [];
  const entries = valibot.entries ?? {};
  const properties = json.properties ?? {};
  const keys = new Set([...Object.keys(entries), ...Object.keys(properties)]);
  for (const key of keys) {
    const at = path ? `${path}.${key}` : key;
    const entry = entries[key];
    const property = properties[key];
    if (!entry || !property) {
      problems.push(`${at}: only in ${entry ? 'the valibot schema' : 'config.schema.json'}`);
      continue;
    }
    if (!property.description) problems.push(`${at}: no description in config.schema.json`);
    const { schema, optional } = unwrap(entry);
    if (optional === (json.required ?? []).includes(key))
      problems.push(`${at}: required in one schema only`);
    if (schema.type === 'strict_object') {
      if (property.additionalProperties !== false)
        problems.push(`${at}: config.schema.json allows more properties`);
      problems.push(...compareObjects(schema, property, at));
    }
    if (
      schema.type === 'picklist' &&
      JSON.stringify(schema.options) !== JSON.stringify(property.enum)
    )
      problems.push(`${at}: other choices`);
  }
  return problems;
}

/** The verdicts of both schemas on `config`. */
function verdicts(config: unknown) {
  return { valibot: v.safeParse(portalConfigSchema, config).success, json: validateJson(config) };
}

/** Wrong and right files made from the example, each with the verdict both must give. */
// Wrong files are built by hand, field by field: the test needs loose types here.
/* eslint-disable @typescript-eslint/no-explicit-any */
function cases(): [string, unknown, boolean][] {
  const base = () => structuredClone(example) as Record<string, any>;
  const list: [string, unknown, boolean][] = [
    ['the example', example, true],
    ["the stub's configuration", stubConfig, true],
  ];
  for (const key of Object.keys(example).filter((k) => !k.startsWith('$'))) {
    const config = base();
    delete config[key];
    const optional = !(jsonSchema.required as string[]).includes(key);
    list.push([`production without ${key}`, config, false]);
    if (optional) list.push([`test without ${key}`, { ...config, environment: 'test' }, true]);
  }
  const wrong: [string, (c: Record<string, any>) => void][] = [
    ['environment unknown', (c) => (c.environment = 'staging')],
    ['issuer not a URL', (c) => (c.oidc.issuer = 'login')],
    ['issuer on plain http', (c) => (c.oidc.issuer = 'http://login.example.org')],
    ['issuer on localhost', (c) => (c.oidc.issuer = 'http://localhost:4010/oidc')],
    ['client id empty', (c) => (c.oidc.clientIds.staff = '')],
    ['client id missing', (c) => delete c.oidc.clientIds.member],
    ['client id extra', (c) => (c.oidc.clientIds.other = 'x')],
    ['phone with letters', (c) => (c.supportPhone = '088 CALL US')],
    ['phone a number', (c) => (c.supportPhone = 880000000)],
    ['site not a URL', (c) => (c.publicSiteUrl = 'www.example.org')],
    ['analytics not an object', (c) => (c.analytics = true)],
    ['analytics extra field', (c) => (c.analytics.tagUrl = 'https://tags.example.org/t.js')],
    ['switch a string', (c) => (c.maintenanceRedirect = 'true')],
    ['feature not a boolean', (c) => (c.features.AllowEnglish = 1)],
    ['unknown field', (c) => (c.tagScript = 'x')],
  ];
  for (const [name, change] of wrong) {
    const config = base();
    change(config);
    list.push([name, config, name === 'issuer on localhost']);
  }
  return list;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

describe('config.schema.json and the valibot schema', () => {
  it('have the same fields, required the same, with a description on every field', () => {
    expect(jsonSchema.additionalProperties).toBe(false);
    expect(
      compareObjects(configObjectSchema as unknown as AnySchema, jsonSchema as JsonNode, ''),
    ).toEqual([]);
    expect(jsonSchema.properties.environment.enum).toEqual([...PORTAL_ENVIRONMENTS]);
  });

  it.each(cases())('agree on %s', (_name, config, valid) => {
    expect(verdicts(config)).toEqual({ valibot: valid, json: valid });
  });
});
