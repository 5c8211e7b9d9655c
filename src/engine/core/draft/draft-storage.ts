/**
 * Drafts in session storage, one per flow and person, so another member on the same browser
 * never sees them. Parsing checks the shape and refuses anything else (a stale format, another
 * flow or person, hand-edited storage).
 */
import { withoutFileContents } from '../fields/files';
import type { WizardDraft } from './draft-state';

/** What every draft key starts with, so signing out can remove all drafts. */
export const DRAFT_KEY_PREFIX = 'wizardDraft.';

/** The session-storage key of a draft. */
export function draftStorageKey(flowId: string, personId: string): string {
  return `${DRAFT_KEY_PREFIX}${flowId}.${personId}`;
}

/** The draft as stored: file contents stay in memory only (`withoutFileContents`). */
export function serializeDraft(draft: WizardDraft): string {
  return JSON.stringify(draft, withoutFileContents);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The stored draft of this flow and person, or null when there is none or it does not fit. */
export function parseDraft(
  text: string | null | undefined,
  expected: { flowId: string; personId: string },
): WizardDraft | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { version, flowId, personId, currentStepId, answers, completed, returnTo, flowVersion } =
    value;
  const fits =
    version === 1 &&
    flowId === expected.flowId &&
    personId === expected.personId &&
    typeof currentStepId === 'string' &&
    isRecord(answers) &&
    Object.values(answers).every(isRecord) &&
    isStringList(completed) &&
    (returnTo === undefined || typeof returnTo === 'string') &&
    (flowVersion === undefined || typeof flowVersion === 'string');
  return fits ? (value as unknown as WizardDraft) : null;
}
