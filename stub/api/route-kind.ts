// Which requests change state. Only commands are refused for advisors and staff (read-only
// impersonation); POST calculations and summary reports are reads that happen to use POST.

/** command (changes state), query (reads, incl. POST calculations) or report (PDF). */
export type RouteKind = 'command' | 'query' | 'report';

const postQueries = [
  '/plexus/asrucmscenariobasedcalculateprojectionsquery',
  '/plexus/calculatepremiumprojections',
];

/** Classifies a request by method and path. */
export function routeKind(method: string, path: string): RouteKind {
  const p = path.toLowerCase();
  if (p.startsWith('/reports/')) return 'report';
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return 'query';
  return postQueries.some((q) => p === q || p.startsWith(`${q}/`)) ? 'query' : 'command';
}
