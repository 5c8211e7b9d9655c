// Sitemap (/sitemap): every page of the route table's sitemap the member may visit (their
// permission flags hide the rest), nested by path.
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { PermissionFlag } from '../../permissions/rules';
import { usePermissions } from '../../permissions/use-permissions';
import { PageHeading } from '../shared/page-heading';
import type { PageProps } from '../shared/page-props';
import { LoadingBlock } from '../shared/query-state';
import { useRouteFacts, type RouteFact } from '../shared/route-facts';

interface Node {
  entry: RouteFact;
  children: Node[];
}

/** Entries as a tree: a page's parent is the nearest page whose path starts its own. */
export function sitemapTree(entries: readonly RouteFact[]): Node[] {
  const roots: Node[] = [];
  const nodes = new Map<string, Node>();
  for (const entry of entries) {
    const node: Node = { entry, children: [] };
    nodes.set(entry.path, node);
    const segments = entry.path.split('/').filter(Boolean);
    let parent: Node | undefined;
    for (let length = segments.length - 1; length > 0 && !parent; length -= 1) {
      parent = nodes.get(`/${segments.slice(0, length).join('/')}`);
    }
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

function Tree({ nodes }: { nodes: readonly Node[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, '& li': { my: 0.75 } }}>
      {nodes.map(({ entry, children }) => (
        <li key={entry.path}>
          <RouterLink to={entry.path}>
            <FormattedMessage id={entry.titleId} />
          </RouterLink>
          {children.length > 0 && <Tree nodes={children} />}
        </li>
      ))}
    </Box>
  );
}

export function SitemapPage({ titleId }: PageProps) {
  const intl = useIntl();
  const entries = useRouteFacts().sitemap;
  const flags = useMemo<PermissionFlag[]>(
    () => [...new Set(entries.flatMap((entry) => entry.requiredFlags))],
    [entries],
  );
  const permissions = usePermissions(flags);
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.sitemap.intro" />} />
      {permissions.loading ? (
        <LoadingBlock lines={8} />
      ) : (
        <Box component="nav" aria-label={intl.formatMessage({ id: titleId })} data-testid="sitemap">
          <Tree
            nodes={sitemapTree(
              entries.filter((entry) =>
                entry.requiredFlags.every((flag) => permissions.flags[flag] === true),
              ),
            )}
          />
        </Box>
      )}
    </>
  );
}
