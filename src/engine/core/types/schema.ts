/**
 * Step schemas, ui schemas and validators as the core handles them. Schemas are plain JSON
 * (JSON Schema 2020-12 with ajv-errors `errorMessage`); validators are ajv validate functions,
 * compiled by ajv in tools, or standalone modules the build compiles (`virtual:compiled-flows`).
 */
import type { FlowDefinition } from './flow';

/** A JSON Schema object (loosely typed: the core reads only a few keywords). */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** A ui schema: per field `ui:*` entries (see `schemas/meta/ui.schema.json`). */
export type UiSchema = Readonly<Record<string, unknown>>;

/** The part of an ajv error the core reads. */
export interface ValidatorError {
  /** JSON pointer of the value, e.g. `/amount`. */
  instancePath: string;
  /** JSON pointer of the failing keyword in the schema, e.g. `#/properties/amount/minimum`. */
  schemaPath?: string;
  /** The failing keyword (`errorMessage` when ajv-errors replaced the originals). */
  keyword: string;
  /** Keyword parameters (`limit`, `missingProperty`, `errors`, …). */
  params: Record<string, unknown>;
  /** ajv's text; for `errorMessage` errors, the message id. */
  message?: string;
}

/** An ajv validate function, from `new Ajv().compile` or a standalone module. */
export interface CompiledValidator {
  (data: unknown): boolean;
  /** The errors of the last call, or null. */
  errors?: readonly ValidatorError[] | null;
}

/** Schemas, ui schemas and validators of a flow's steps, keyed by path relative to `schemas/`. */
export interface SchemaResources {
  /** Step schemas, e.g. `pension-age/kies-pensioenleeftijd.schema.json`. */
  schemas: Readonly<Record<string, JsonSchema>>;
  /** Ui schemas, e.g. `pension-age/kies-pensioenleeftijd.ui.json`. */
  uiSchemas: Readonly<Record<string, UiSchema>>;
  /** A validator per step schema path. */
  validators: Readonly<Record<string, CompiledValidator>>;
}

/** A flow with everything its steps need: what the binding loads per wizard. */
export interface FlowResources extends SchemaResources {
  /** The flow definition. */
  flow: FlowDefinition;
  /**
   * Content hash of the flow file and its step files, computed at build time: a draft records it
   * so a member resuming after the flow changed keeps only the answers that still fit.
   */
  version?: string;
}
