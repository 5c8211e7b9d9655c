/**
 * The view of each step kind of the core's registry (`core/steps`). A new kind joins by adding
 * its view file and one line here.
 */
import { FormStep } from './form-step';
import { InfoStep } from './info-step';
import type { StepView } from './step-view';
import { SummaryStep } from './summary-step';

export const stepViews: Readonly<Record<string, StepView>> = {
  form: FormStep,
  info: InfoStep,
  summary: SummaryStep,
};

export type { StepView, StepViewProps } from './step-view';
