/**
 * What the wizard hands its success page through the history entry: the summary report call
 * built from the answers (the draft is gone by then), so the page can offer the PDF.
 */
import type { CommandCall } from '../../core';

export interface SuccessState {
  /** The flow that succeeded. */
  flowId: string;
  /** The report call, when the flow has one. */
  report?: Pick<CommandCall, 'name' | 'api' | 'params' | 'body'>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The success state in a history entry's state, if it is one for `flowId`. */
export function readSuccessState(state: unknown, flowId: string): SuccessState | undefined {
  if (!isRecord(state) || state.flowId !== flowId) return undefined;
  const report = state.report;
  if (report !== undefined && !(isRecord(report) && typeof report.api === 'string'))
    return undefined;
  return state as unknown as SuccessState;
}
