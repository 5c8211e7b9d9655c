/**
 * A command the back end refused field by field (a 400 naming request body fields) becomes the
 * member's own mistakes again: each refused field is traced to the answer it was built from
 * (the core's `answerOfBodyField`) and gets its code's message (`fieldRefusalMessageId`), so the
 * wizard can return to that step and show them there, every answer kept.
 */
import { fieldRefusalMessageId, fieldRefusals } from '../../../api';
import {
  answerOfBodyField,
  type FieldError,
  type SubmitRequest,
  type FlowContext,
  type FlowResources,
} from '../../core';

/** Where the member corrects a refused command. */
export interface RefusedAnswers {
  /** The earliest step (in flow order) holding a refused answer. */
  stepId: string;
  /** The errors of that step's refused answers, one per field. */
  errors: FieldError[];
}

/**
 * The step and errors for the per-field refusals in `error`, the answer to `request`, for the
 * answers in `context` (as sent); `undefined` when the answer refuses no field that an answer of
 * the member fed.
 */
export function refusedAnswers(
  resources: FlowResources,
  context: FlowContext,
  error: unknown,
  request: SubmitRequest = 'command',
): RefusedAnswers | undefined {
  const order = resources.flow.steps.map((step) => step.id);
  const found = fieldRefusals(error)
    .flatMap((refusal) => {
      const answer = answerOfBodyField(resources, context, refusal.field, request);
      return answer ? [{ ...answer, messageId: fieldRefusalMessageId(refusal.code) }] : [];
    })
    .sort((a, b) => order.indexOf(a.stepId) - order.indexOf(b.stepId));
  const first = found[0];
  if (!first) return undefined;
  const errors: FieldError[] = [];
  for (const { stepId, field, messageId } of found) {
    if (stepId === first.stepId && !errors.some((error) => error.path === field))
      errors.push({ path: field, messageId, values: {} });
  }
  return { stepId: first.stepId, errors };
}
