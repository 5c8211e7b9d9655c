/**
 * `summary`: every answer with an edit link per step (`summary/summary-content.ts`) and the
 * hand-over declaration, a checkbox recorded as `answers.<step>.declaration`.
 */
import type { StepDefinition } from '../types/flow';
import type { StepKind } from './step-kind';

/** The declaration of a summary step, as written in a flow file. */
export interface DeclarationDefinition {
  /** Message id of the checkbox label. */
  label: string;
  /** Whether it must be ticked (default true). */
  required?: boolean;
  /** Message id when it is not (default `validation.required`). */
  message?: string;
}

/** The declaration of a summary step, if it has one. */
export function declarationOf(step: StepDefinition): DeclarationDefinition | undefined {
  return step.declaration as DeclarationDefinition | undefined;
}

export const summaryStep: StepKind = {
  kind: 'summary',

  answerFields: (step) => (declarationOf(step) ? ['declaration'] : []),

  // A required declaration is ticked in every request that is sent: sending says it.
  impliedBySending: (step) => (declarationOf(step)?.required === false ? [] : ['declaration']),

  validate({ step, values }) {
    const declaration = declarationOf(step);
    if (!declaration || declaration.required === false || values.declaration === true) return [];
    return [
      {
        path: 'declaration',
        messageId: declaration.message ?? 'validation.required',
        values: {},
      },
    ];
  },

  inSummary: false,
  showsSummary: true,
  files: () => ({}),
};
