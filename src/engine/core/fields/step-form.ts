/** Finds a form step's schema and ui schema in the loaded resources. */
import type { StepDefinition } from '../types/flow';
import type { JsonSchema, SchemaResources, UiSchema } from '../types/schema';

/** A form step's schema and ui schema (empty when it has none). */
export interface StepForm {
  /** Path of the schema relative to `schemas/`. */
  schemaPath: string;
  /** The step's JSON Schema. */
  schema: JsonSchema;
  /** The step's ui schema. */
  uiSchema: UiSchema;
}

/**
 * The schema and ui schema a form step names. Throws when the step has no schema or the
 * resources lack a file it names: `flows:check` rules that out for shipped flows.
 */
export function stepForm(step: StepDefinition, resources: Omit<SchemaResources, 'validators'>) {
  const schemaPath = step.schema;
  if (typeof schemaPath !== 'string') throw new Error(`Step ${step.id} has no schema`);
  const schema = resources.schemas[schemaPath];
  if (!schema) throw new Error(`Schema ${schemaPath} of step ${step.id} is not loaded`);
  const uiPath = step.uiSchema;
  const uiSchema = typeof uiPath === 'string' ? resources.uiSchemas[uiPath] : {};
  if (!uiSchema) throw new Error(`Ui schema ${String(uiPath)} of step ${step.id} is not loaded`);
  return { schemaPath, schema, uiSchema } satisfies StepForm;
}

/** The field names (top-level properties) of a schema, in schema order. */
export function schemaFields(schema: JsonSchema): string[] {
  const properties = schema.properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

/** The schema of one top-level field, or an empty record. */
export function fieldSchema(schema: JsonSchema, field: string): JsonSchema {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const entry = properties[field];
  return (typeof entry === 'object' && entry !== null ? entry : {}) as JsonSchema;
}
