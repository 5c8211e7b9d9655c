/**
 * What a step kind supplies to the core. Kinds are a registry (`./index.ts`): a new kind joins by
 * adding its file there and its `$defs` entry in `schemas/meta/flow.schema.json`.
 */
import type { FlowContext } from '../types/context';
import type { FieldError } from '../types/field-error';
import type { StepDefinition } from '../types/flow';
import type { FlowResources, JsonSchema } from '../types/schema';

/** What a kind's `validate` gets. */
export interface StepValidationInput {
  /** The flow and its schemas, ui schemas and validators. */
  resources: FlowResources;
  /** The step being validated. */
  step: StepDefinition;
  /** The member's values of this step. */
  values: Readonly<Record<string, unknown>>;
  /** Everything else rules may read (answers of other steps, data, …). */
  context: FlowContext;
}

/** The schema files a step reads (relative to `schemas/`). */
export interface StepFiles {
  /** Its JSON Schema. */
  schema?: string;
  /** Its ui schema. */
  uiSchema?: string;
}

/** One step kind. */
export interface StepKind {
  /** The name used as `kind` in flow files. */
  readonly kind: string;
  /**
   * The fields this kind records as `answers.<step>.<field>`: what rules may read, and what the
   * flow checker accepts in `var` paths. Reads only the step schemas.
   */
  answerFields(step: StepDefinition, schemas: Readonly<Record<string, JsonSchema>>): string[];
  /**
   * Answer fields that every sent request implies, because the step cannot be left without that
   * one value (a required declaration): they need no destination in the flow checker.
   */
  impliedBySending?(step: StepDefinition): string[];
  /** The member's mistakes in this step's values; empty when the step may be left. */
  validate(input: StepValidationInput): FieldError[];
  /**
   * The values kept as the step's answers (default: the normalised values as they are). A form
   * drops the fields its rules hide, so nothing the member cannot see is sent.
   */
  store?(input: StepValidationInput): Readonly<Record<string, unknown>>;
  /** Whether its answers make a section of the summary and of what the success page shows sent. */
  readonly inSummary: boolean;
  /** Whether it shows the summary of the answers before it (`summary/summary-content.ts`). */
  readonly showsSummary: boolean;
  /** The schema files it reads, for the compiler and the checker (none: `{}`). */
  files(step: StepDefinition): StepFiles;
}
