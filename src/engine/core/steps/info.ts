/**
 * `info`: "see what it means". Only content (text, tables fed by data and answers), optionally
 * with a query whose parameters come from the answers (`query/step-query.ts`). Records nothing.
 */
import type { StepKind } from './step-kind';

export const infoStep: StepKind = {
  kind: 'info',
  answerFields: () => [],
  validate: () => [],
  inSummary: false,
  showsSummary: false,
  files: () => ({}),
};
