/**
 * The wizard's URLs. A step is the query parameter `stap` on the flow's route
 * (`/zelf-regelen/pensioenleeftijd/wijzigen?stap=wat-betekent-dit`): the route table keeps one
 * path per wizard, and back, forward and reload work per step.
 */

/** The query parameter naming the step. */
export const STEP_PARAM = 'stap';

/** The search string of a step. */
export function stepSearch(stepId: string): string {
  return `?${new URLSearchParams({ [STEP_PARAM]: stepId }).toString()}`;
}

/** The area overview a wizard belongs to: its route without the last segment (`/wijzigen`). */
export function overviewPathOf(route: string): string {
  return route.replace(/\/[^/]+\/?$/, '') || '/';
}
