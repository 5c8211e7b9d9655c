// The pension planner's pages: moving between them keeps the planner's data; leaving them asks
// first (the leave-planner modal).
export const PLANNER_PATHS = [
  '/pensioenverkenner',
  '/uw-gegevens',
  '/uw-gegevens/uw-inzicht',
  '/start-ockto',
  '/gegevens-ockto',
  '/minder-werken',
  '/eerder-stoppen',
] as const;

export function isPlannerPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (PLANNER_PATHS as readonly string[]).includes(path);
}
