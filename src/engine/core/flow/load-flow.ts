/**
 * Reads a flow file: checked against the flow meta-schema, so everything after can trust its
 * shape. Problems come with the JSON pointer of the value at fault.
 */
import type { FlowDefinition } from '../types/flow';
import type { CompiledValidator } from '../types/schema';
import { describeErrors, type JsonProblem } from './describe-errors';

/** A flow, or what is wrong with it. */
export type LoadFlowResult =
  { ok: true; flow: FlowDefinition } | { ok: false; problems: JsonProblem[] };

/** Checks `raw` with `validateFlowFile` (the compiled `schemas/meta/flow.schema.json`). */
export function loadFlow(raw: unknown, validateFlowFile: CompiledValidator): LoadFlowResult {
  if (validateFlowFile(raw)) return { ok: true, flow: raw as FlowDefinition };
  return { ok: false, problems: describeErrors(validateFlowFile.errors ?? []) };
}
