/**
 * The wizard engine core: pure functions over a flow file, its step schemas and a context. No
 * React, no DOM; the React binding (`src/engine/react`) renders what these return.
 *
 * The flows themselves (definitions, schemas, standalone validators) are content, not engine: the
 * app loads them from `virtual:compiled-flows` (scripts/compile-flows.ts).
 *
 * Test- and tool-only helpers that compile with ajv (`validation/create-ajv.ts`,
 * `flow/meta-ajv.ts`) are deliberately not exported here, so the portal bundle never pulls ajv's
 * compiler in.
 */
export { resolveContent, blockTypes } from './content';
export type * from './content/block-type';
export { createDraft, draftReducer, type DraftAction, type WizardDraft } from './draft/draft-state';
export {
  DRAFT_KEY_PREFIX,
  draftStorageKey,
  parseDraft,
  serializeDraft,
} from './draft/draft-storage';
export { nextMove, type NextMove } from './draft/next-move';
export { storeStep, type StoredStep } from './draft/store-step';
export { stepAfter } from './draft/step-after';
export { applyConditionalFields, type EffectiveForm } from './fields/apply-conditional-fields';
export { describeErrors, type JsonProblem } from './flow/describe-errors';
export { loadFlow, type LoadFlowResult } from './flow/load-flow';
export { logicScope } from './flow/logic-scope';
export { fieldNormalisers, type FieldNormaliser } from './normalise';
export { normaliseAnswer } from './normalise/normalise-answer';
export { normaliseStepValues } from './normalise/normalise-step';
export { flagsReadBy } from './guards/flags-read-by';
export { guardResult, missingFlags, type GuardResult } from './guards/guard-result';
export { firstStep, nextStep, previousStep } from './navigation/next-step';
export {
  isLastStep,
  progress,
  stepIndex,
  type Progress,
  type ProgressStep,
} from './navigation/progress';
export { effectiveContext, visibleSteps } from './navigation/visible-steps';
export { stepQuery, type QueryRequest } from './query/step-query';
export { stepKinds, stepKind, type StepKind } from './steps';
export {
  answerUses,
  usesOf,
  type AnswerUse,
  type AnswerUses,
  type Destination,
} from './submit/answer-uses';
export {
  buildCommandBody,
  buildSubmission,
  referToDocument,
  submitAlternatives,
  type CommandCall,
  type Submission,
  type SummaryDocumentCall,
} from './submit/build-command';
export {
  answerOfBodyField,
  type AnswerRef,
  type SubmitRequest,
} from './submit/answer-of-body-field';
export { evaluateTemplate } from './submit/evaluate-template';
export { quoteDraftCancel, quoteDraftOnNext, sameCall } from './submit/quote-draft';
export { isNothingChanged } from './submit/is-nothing-changed';
export {
  summaryContent,
  type SummaryContent,
  type SummaryLine,
  type SummarySection,
} from './summary/summary-content';
export { sentSummary } from './summary/sent-summary';
export type * from './types';
export {
  createStepValidator,
  validateStep,
  type StepValidator,
} from './validation/create-step-validator';
export { resumeDraft, type ResumedDraft } from './draft/resume-draft';
