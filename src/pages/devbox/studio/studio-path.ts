// Where the flow studio lives (test builds and the dev server only): one source for its links.

/** The studio's route. */
export const STUDIO_PATH = '/devbox/studio';

/** The URL of the studio on a flow and, optionally, one of its steps. */
export function studioPath(flowId?: string, stepId?: string): string {
  if (!flowId) return STUDIO_PATH;
  return `${STUDIO_PATH}/${encodeURIComponent(flowId)}${stepId ? `/${encodeURIComponent(stepId)}` : ''}`;
}

/** The editor's route (dev server only: it saves through the dev server's file endpoint). */
export const STUDIO_EDIT_PATH = '/devbox/studio-edit';

/** The URL of the editor on a flow's step, previewed as `personaId`. */
export function studioEditPath(flowId: string, stepId?: string, personaId?: string): string {
  const step = stepId ? `/${encodeURIComponent(stepId)}` : '';
  const persona = personaId ? `?persona=${encodeURIComponent(personaId)}` : '';
  return `${STUDIO_EDIT_PATH}/${encodeURIComponent(flowId)}${step}${persona}`;
}
