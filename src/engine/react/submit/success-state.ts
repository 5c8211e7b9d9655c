/**
 * What the wizard hands its success page through the history entry (the draft is gone by then):
 * the summary report call built from the answers, so the page can offer the PDF; the answers the
 * fund received, as the summary showed them; and the filed summary document, if any.
 */
import type { CommandCall, SummarySection } from '../../core';

export interface SuccessState {
  /** The flow that succeeded. */
  flowId: string;
  /** The report call, when the flow has one. */
  report?: CommandCall;
  /** The sent answers per step, as the summary showed them (files by name only). */
  sent?: SummarySection[];
  /** The request's summary document as filed in the member's archive. */
  summaryDocument?: { documentId: string };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The sections with file values reduced to their names: the history entry keeps no file
 * contents (they can be megabytes, and the line shows names only).
 */
export function withoutFileContents(sections: readonly SummarySection[]): SummarySection[] {
  return sections.map((section) => ({
    ...section,
    lines: section.lines.map((line) =>
      line.format === 'files' && Array.isArray(line.value)
        ? {
            ...line,
            value: line.value.map((file) => ({ name: isRecord(file) ? file.name : file })),
          }
        : line,
    ),
  }));
}

/** The success state in a history entry's state, if it is one for `flowId`. */
export function readSuccessState(state: unknown, flowId: string): SuccessState | undefined {
  if (!isRecord(state) || state.flowId !== flowId) return undefined;
  const { report, sent, summaryDocument } = state;
  if (report !== undefined && !(isRecord(report) && typeof report.command === 'string'))
    return undefined;
  if (sent !== undefined && !Array.isArray(sent)) return undefined;
  if (
    summaryDocument !== undefined &&
    !(isRecord(summaryDocument) && typeof summaryDocument.documentId === 'string')
  )
    return undefined;
  return state as unknown as SuccessState;
}
