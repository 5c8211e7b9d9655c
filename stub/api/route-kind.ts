// Which requests change state. Only commands are refused for advisors and staff (read-only
// impersonation); POST calculations and summary reports are reads that happen to use POST.

/** command (changes state), query (reads, incl. POST calculations) or report (PDF). */
export type RouteKind = 'command' | 'query' | 'report';

/** Filing a request's summary document (ADR 0003) stores it: a write, though Reports renders it. */
export const SUMMARY_DOCUMENT_PATH = '/reports/requestsummary/';

const postQueries = [
  '/plexus/asrucmscenariobasedcalculateprojectionsquery',
  '/plexus/calculatepremiumprojections',
];

/** Classifies a request by method and path. */
export function routeKind(method: string, path: string): RouteKind {
  const p = path.toLowerCase();
  if (p.startsWith(SUMMARY_DOCUMENT_PATH)) return 'command';
  if (p.startsWith('/reports/')) return 'report';
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return 'query';
  return postQueries.some((q) => p === q || p.startsWith(`${q}/`)) ? 'query' : 'command';
}
