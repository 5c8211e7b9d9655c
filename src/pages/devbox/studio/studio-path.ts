// Where the flow studio lives (test builds and the dev server only): one source for its links.

/** The studio's route. */
export const STUDIO_PATH = '/devbox/studio';

/** The URL of the studio on a flow and, optionally, one of its steps. */
export function studioPath(flowId?: string, stepId?: string): string {
  if (!flowId) return STUDIO_PATH;
  return `${STUDIO_PATH}/${encodeURIComponent(flowId)}${stepId ? `/${encodeURIComponent(stepId)}` : ''}`;
}
