/**
 * The devbox flow preview's way of showing a wizard: for looking only. Each part of the wizard
 * that behaves differently reads it here: the step's location (`useCurrentStep`), the draft that
 * is not stored (`useWizardDraft`), the step's query (`useStepQuery`), the leave guard that never
 * holds (`useWizardLeave`) and the last step's button (`useWizardSend`).
 */
import type { Answers, FlowContext } from '../core';
import type { StepLocation } from './hooks/use-current-step';

/**
 * A wizard shown for looking only (the devbox flow preview): the step lives where the caller
 * says, nothing is stored or sent, leaving is never held, and the step's own query runs through
 * `fetchQuery` (as the previewed persona) instead of the signed-in session.
 */
export interface WizardPreviewMode {
  /** Where the step lives (the preview's own path). */
  stepLocation: StepLocation;
  /** Runs a step's own query. */
  fetchQuery: (name: string, params: unknown) => Promise<unknown>;
  /** The last step's button: what would be sent, instead of sending. */
  onSubmit: (context: FlowContext) => void;
  /** Told the draft's answers (typed values included) whenever they change: the flow studio. */
  onAnswers?: (answers: Answers) => void;
}
