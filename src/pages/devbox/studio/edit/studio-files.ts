// The studio's side of the dev server's file endpoint (scripts/studio-files-plugin.ts): read a
// flow's files with their hashes, and save changed files in one write that the server checks.
import useSWR from 'swr';
import { STUDIO_FILE_PATH } from '../../../../../scripts/studio-file-path';
import { stepKind } from '../../../../engine/core/steps';
import type { FlowDefinition } from '../../../../engine/core/types/flow';

/** A file as read: its text and the hash a save must send back. */
export interface StudioFile {
  /** The text on disk. */
  content: string;
  /** sha256 of that text. */
  hash: string;
}

/** The files the checker needs for one flow, by root-relative path. */
export type FlowFiles = Record<string, StudioFile>;

/** The files every flow check reads besides the flow's own: locales and permission flags. */
const SHARED_FILES = [
  'locales/nl-NL.json',
  'locales/en-GB.json',
  'rules/permissions.json',
  'rules/pending-choice.json',
];

/** The root-relative path of a flow file. */
export const flowPath = (flowId: string) => `flows/${flowId}.flow.json`;

/** Why the files could not be read (the endpoint runs on the dev server only). */
export class StudioReadError extends Error {}

async function readFile(path: string): Promise<StudioFile | undefined> {
  const response = await fetch(`${STUDIO_FILE_PATH}?path=${encodeURIComponent(path)}`);
  if (response.status === 404) return undefined;
  if (!response.ok || !response.headers.get('content-type')?.includes('json'))
    throw new StudioReadError(`${path}: ${response.status}`);
  const { content, hash } = (await response.json()) as StudioFile;
  return { content, hash };
}

/** The flow file, the schema and ui schema files it names, both locales and the flag rules. */
export async function loadFlowFiles(flowId: string): Promise<FlowFiles> {
  const files: FlowFiles = {};
  const add = async (path: string) => {
    const file = await readFile(path);
    if (file) files[path] = file;
  };
  await Promise.all([flowPath(flowId), ...SHARED_FILES].map(add));
  const flowFile = files[flowPath(flowId)];
  if (!flowFile) throw new StudioReadError(`${flowPath(flowId)}: 404`);
  let flow: FlowDefinition | undefined;
  try {
    flow = JSON.parse(flowFile.content) as FlowDefinition;
  } catch {
    return files;
  }
  const named = (flow.steps ?? []).flatMap((step) => {
    const { schema, uiSchema } = stepKind(step.kind).files(step);
    return [schema, uiSchema].flatMap((path) => (path ? [`schemas/${path}`] : []));
  });
  await Promise.all([...new Set(named)].map(add));
  return files;
}

/**
 * A flow's files, read once and shared by the editor and the texts review. Never read again on its
 * own (focus, reconnect): that would replace an editor's unsaved text; only a save reads again.
 */
export function useFlowFiles(flowId: string) {
  return useSWR(['studio-files', flowId], () => loadFlowFiles(flowId), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
}

/** The outcome of a save. */
export type SaveResult =
  | { kind: 'saved'; hashes: Record<string, string> }
  | { kind: 'conflict'; message: string }
  | { kind: 'refused'; message: string; problems: string[] }
  | { kind: 'failed'; message: string };

/** Sends changed files in one write: all are written, or none. */
export async function saveFiles(
  files: { path: string; content: string; baseHash: string | null }[],
): Promise<SaveResult> {
  let response: Response;
  try {
    response = await fetch(STUDIO_FILE_PATH, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ files }),
    });
  } catch (error) {
    return { kind: 'failed', message: (error as Error).message };
  }
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    problems?: string[];
    hashes?: Record<string, string>;
  };
  const message = body.message ?? String(response.status);
  if (response.ok) return { kind: 'saved', hashes: body.hashes ?? {} };
  if (response.status === 409) return { kind: 'conflict', message };
  if (response.status === 422) return { kind: 'refused', message, problems: body.problems ?? [] };
  return { kind: 'failed', message };
}
