// The analytics event of one moment of a wizard (spec sections 4, 7 and 9): which funnel (the
// flow, its funnel type and, where spec section 9 gives one, its self-service task id) and, for a
// step view, which step. The common fields (version, product, segment, participant label) and the
// trimming of texts are added by src/analytics when the event is pushed.
import type { FlowDefinition } from '../../core';

/** The moments of a wizard that analytics counts. */
export type WizardMoment = 'start' | 'step_view' | 'send' | 'success' | 'failure';

/** The step a step view is about. */
export interface WizardStepFacts {
  /** The step's id (stable across languages). */
  id: string;
  /** Its title in the member's language. */
  title: string;
  /** 1-based number among the visible steps. */
  number: number;
  /** Number of visible steps. */
  total: number;
}

/** The event for `moment` of `flow` (and `step` for a step view). */
export function wizardAnalyticsEvent(
  flow: Pick<FlowDefinition, 'id' | 'funnelType' | 'selfServiceTaskId'>,
  moment: WizardMoment,
  step?: WizardStepFacts,
): Record<string, string | number | undefined> {
  return {
    event: `wizard_${moment}`,
    funnel_name: flow.id,
    funnel_type: flow.funnelType,
    self_service_task_id: flow.selfServiceTaskId,
    ...(step
      ? {
          step_name: step.id,
          step_title: step.title,
          step_number: step.number,
          step_total: step.total,
        }
      : {}),
  };
}
