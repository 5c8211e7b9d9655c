// The meta-schema as the studio's JSON editor needs it. The meta-schemas say "a step's further
// properties depend on its kind" as `allOf` of `if`/`then` per kind value plus
// `unevaluatedProperties: false` (JSON Schema 2020-12, what `flows:check` validates with). The
// editor's library (codemirror-json-schema, on json-schema-library) follows neither `if`/`then`
// nor `unevaluatedProperties`: inside a step it would complete none of a kind's own properties
// and let any unknown property pass. So the editor gets, derived here in code from the very same
// imported meta-schema, each such subschema spelt as one branch per kind value, each branch
// listing all its properties and allowing no others: the same documents valid, in keywords the
// library understands. Never written to disk: the meta-schema stays the one source.
// `oneOf`, not `anyOf`: with `anyOf` the library offers nothing for a name typed over an existing
// value and reports a misfit as a dump of every branch. The branches keep their `$ref`s into the
// root's `$defs`, which the library resolves from the root as before.

/** A JSON Schema object, as far as this derivation reads it. */
type SchemaObject = Record<string, unknown>;

/** One `allOf` entry of the pattern: when `key` is `value`, `then` applies as well. */
interface KindBranch {
  /** The discriminating property's value this branch is for. */
  value: unknown;
  /** What applies for that value (a schema or a `$ref` into the root's `$defs`). */
  then: unknown;
}

function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `$ref` target inside `root` (only local `#/…` pointers, as the meta-schemas use). */
function resolveLocal(root: SchemaObject, schema: unknown): unknown {
  if (!isObject(schema) || typeof schema.$ref !== 'string' || !schema.$ref.startsWith('#/'))
    return schema;
  const target = schema.$ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((at, part) => (isObject(at) ? at[part] : undefined), root);
  return target === undefined ? schema : resolveLocal(root, target);
}

/**
 * The discriminating property and the branches, when `schema` is exactly
 * `{ properties, allOf: [{ if: { properties: { k: { const } }, required: [k] }, then }, …],
 * unevaluatedProperties: false }` (one `k` for all entries, no `additionalProperties` or
 * `patternProperties` beside them); undefined for anything else, which stays as it is.
 */
function kindBranches(schema: SchemaObject): { key: string; branches: KindBranch[] } | undefined {
  const { allOf, properties } = schema;
  if (schema.unevaluatedProperties !== false || !isObject(properties)) return undefined;
  if ('additionalProperties' in schema || 'patternProperties' in schema) return undefined;
  if (!Array.isArray(allOf) || allOf.length === 0) return undefined;
  let key: string | undefined;
  const branches: KindBranch[] = [];
  for (const entry of allOf) {
    if (!isObject(entry) || Object.keys(entry).sort().join() !== 'if,then') return undefined;
    const condition = entry.if;
    if (!isObject(condition) || Object.keys(condition).sort().join() !== 'properties,required')
      return undefined;
    const names = isObject(condition.properties) ? Object.keys(condition.properties) : [];
    const [name] = names;
    const required = condition.required;
    if (names.length !== 1 || name === undefined || (key !== undefined && name !== key))
      return undefined;
    if (!Array.isArray(required) || required.length !== 1 || required[0] !== name) return undefined;
    const test = (condition.properties as SchemaObject)[name];
    if (!isObject(test) || Object.keys(test).join() !== 'const') return undefined;
    key = name;
    branches.push({ value: test.const, then: entry.then });
  }
  return key === undefined ? undefined : { key, branches };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** One branch: the shared properties, the kind's own, the key fixed to its value, no others. */
function branchSchema(
  root: SchemaObject,
  schema: SchemaObject,
  key: string,
  { value, then }: KindBranch,
): SchemaObject {
  const shared = schema.properties as SchemaObject;
  // The kind's own part as the editor sees it too (a pattern inside it rewritten as well).
  const own = derive(root, resolveLocal(root, then));
  const ownSchema = isObject(own) ? own : {};
  const { properties: ownProperties, required: ownRequired, ...ownRest } = ownSchema;
  // Fixed to the branch's value; its description and `enum` stay for hover and for completion
  // of the other values (`const` decides, `enum` then allows the value anyway).
  const keySchema = isObject(shared[key]) ? shared[key] : {};
  return {
    ...(schema.type === undefined ? {} : { type: schema.type }),
    ...ownRest,
    required: [...new Set([...stringList(schema.required), ...stringList(ownRequired)])],
    properties: {
      ...shared,
      ...(isObject(ownProperties) ? ownProperties : {}),
      [key]: { ...keySchema, const: value },
    },
    additionalProperties: false,
  };
}

/**
 * `node` with every subschema of the pattern rewritten, children first; all else unchanged, and
 * a part without the pattern the very same object.
 */
function derive(root: SchemaObject, node: unknown): unknown {
  if (Array.isArray(node)) {
    const items = node.map((item) => derive(root, item));
    return items.every((item, index) => item === node[index]) ? node : items;
  }
  if (!isObject(node)) return node;
  const entries = Object.entries(node).map(([name, value]) => [name, derive(root, value)] as const);
  const changed = entries.some(([name, value]) => value !== node[name]);
  const copy = changed ? Object.fromEntries(entries) : node;
  const found = kindBranches(copy);
  if (!found) return copy;
  const { allOf: _allOf, unevaluatedProperties: _unevaluated, ...rest } = copy;
  return {
    ...rest,
    oneOf: found.branches.map((branch) => branchSchema(root, copy, found.key, branch)),
  };
}

/**
 * The editor's form of a meta-schema: every subschema that picks its further properties by a
 * discriminating `const` (`allOf` of `if`/`then` with `unevaluatedProperties: false`) becomes a
 * `oneOf` with one closed branch per value (`additionalProperties: false`), its own properties
 * kept beside it so the discriminator's values are still offered. `$ref`s and `$defs` stay as
 * they are. A meta-schema without the pattern comes back as itself (the same object).
 */
export function editorMetaSchema<Schema extends object>(schema: Schema): Schema {
  return derive(schema as SchemaObject, schema) as Schema;
}
