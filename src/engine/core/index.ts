/**
 * The wizard engine core: pure functions over a flow file, its step schemas and a context. No
 * React, no DOM; the React binding (`src/engine/react`) renders what these return.
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
export { stepAfter } from './draft/step-after';
export { applyConditionalFields, type EffectiveForm } from './fields/apply-conditional-fields';
export { describeErrors, type JsonProblem } from './flow/describe-errors';
export { flowIds, flowLoaders, flowResources } from './generated';
export { loadFlow, type LoadFlowResult } from './flow/load-flow';
export { logicScope } from './flow/logic-scope';
export { flagsReadBy } from './guards/flags-read-by';
export { guardResult, missingFlags, type GuardResult } from './guards/guard-result';
export { firstStep, nextStep, previousStep } from './navigation/next-step';
export { progress, stepIndex, type Progress, type ProgressStep } from './navigation/progress';
export { effectiveContext, visibleSteps } from './navigation/visible-steps';
export { stepQuery, type QueryRequest } from './query/step-query';
export { commands, reports, type CommandInfo } from './registries/commands';
export { queryNames } from './registries/queries';
export { stepKinds, stepKind, type StepKind } from './steps';
export {
  buildCommandBody,
  buildSubmission,
  submitAlternatives,
  type CommandCall,
  type Submission,
} from './submit/build-command';
export { evaluateTemplate } from './submit/evaluate-template';
export { isNothingChanged } from './submit/is-nothing-changed';
export {
  summaryContent,
  type SummaryContent,
  type SummaryLine,
  type SummarySection,
} from './summary/summary-content';
export type * from './types';
export {
  createStepValidator,
  validateStep,
  type StepValidator,
} from './validation/create-step-validator';
