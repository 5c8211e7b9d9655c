/**
 * The registry of step kinds. A new kind joins by adding its file and one line here, plus its
 * `$defs` entry and `if`/`then` line in `schemas/meta/flow.schema.json`.
 */
import { formStep } from './form';
import { infoStep } from './info';
import type { StepKind } from './step-kind';
import { summaryStep } from './summary';

/** Every step kind by name. */
export const stepKinds: Readonly<Record<string, StepKind>> = Object.fromEntries(
  [formStep, infoStep, summaryStep].map((kind) => [kind.kind, kind]),
);

/** The kind of a step; throws on a kind the registry lacks (the meta-schema refuses those). */
export function stepKind(kind: string): StepKind {
  const found = stepKinds[kind];
  if (!found) throw new Error(`Unknown step kind ${kind}`);
  return found;
}

export type { StepKind, StepValidationInput } from './step-kind';
