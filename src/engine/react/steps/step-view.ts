/** What the wizard hands each step kind's view. */
import type { ComponentType } from 'react';
import type { FieldError, FlowContext, FlowResources, StepDefinition } from '../../core';

export interface StepViewProps {
  resources: FlowResources;
  step: StepDefinition;
  /** Answers, data (with this step's query answer), permissions, session, now. */
  context: FlowContext;
  /** This step's values as typed. */
  values: Readonly<Record<string, unknown>>;
  /** The errors shown, by field path. */
  errors: readonly FieldError[];
  /** The member changed a field; `commit` for choices, which validate at once. */
  onFieldChange: (field: string, value: unknown, commit: boolean) => void;
  /** The member left a field; `next` is where focus went. */
  onFieldBlur: (field: string, next?: EventTarget | null) => void;
  /** Go to another step (summary edit links). */
  onEdit: (stepId: string) => void;
  /** The state of the step's own query (`query` in the flow), when it has one. */
  query?: { loading: boolean; failed: boolean };
}

/** One step kind's view. */
export type StepView = ComponentType<StepViewProps>;
