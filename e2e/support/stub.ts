// Talks to the stub back end's tester endpoints (reset, recorder, filed summary documents).
import type { APIRequestContext } from '@playwright/test';
import { stubUrl } from './lanes';

/** One write the stub received. */
export interface RecordedCommand {
  time: string;
  persona: string;
  method: string;
  path: string;
  body: unknown;
  accepted: boolean;
  status: number;
}

/** Restores every persona's data and clears the recorder. */
export async function resetStub(request: APIRequestContext): Promise<void> {
  const answer = await request.post(`${stubUrl()}/__stub/reset`);
  if (!answer.ok()) throw new Error(`stub reset failed: ${answer.status()}`);
}

/** Every write the stub recorded, optionally for one persona. */
export async function recordedCommands(
  request: APIRequestContext,
  persona?: string,
): Promise<RecordedCommand[]> {
  const query = persona ? `?persona=${encodeURIComponent(persona)}` : '';
  const answer = await request.get(`${stubUrl()}/__stub/commands${query}`);
  return (await answer.json()) as RecordedCommand[];
}

/** A request's summary document the stub filed (GET /__stub/summary-documents). */
export interface FiledSummaryDocument {
  documentId: string;
  persona: string;
  policyId: string;
  kind: string;
  content: unknown;
  request?: { method: string; path: string; ids: Record<string, string> };
}

/** The summary documents the stub filed, optionally for one persona. */
export async function summaryDocuments(
  request: APIRequestContext,
  persona?: string,
): Promise<FiledSummaryDocument[]> {
  const query = persona ? `?persona=${encodeURIComponent(persona)}` : '';
  const answer = await request.get(`${stubUrl()}/__stub/summary-documents${query}`);
  return (await answer.json()) as FiledSummaryDocument[];
}

/** True when a recorded write files a summary document rather than sending a command. */
export const filesSummaryDocument = (entry: { path: string }) =>
  entry.path.toLowerCase().startsWith('/reports/requestsummary/');

/**
 * Switches a runtime fault on for one persona (`POST /__stub/faults`, stub/api/README.md): e.g.
 * `{ persona, fault: 'field-error', path, field, code }` refuses that persona's next write.
 */
export async function setFault(
  request: APIRequestContext,
  fault: { persona: string; fault: string; path?: string; field?: string; code?: string },
): Promise<void> {
  const answer = await request.post(`${stubUrl()}/__stub/faults`, { data: fault });
  if (!answer.ok())
    throw new Error(`setting fault failed: ${answer.status()} ${await answer.text()}`);
}
