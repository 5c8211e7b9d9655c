import { screen, within } from '@testing-library/react';
import { sitemapEntries } from '../../routes/sitemap';
import { memberAnswers } from '../testing/fixtures';
import { expectHeading, renderPage } from '../testing/render-page';
import { SitemapPage, sitemapTree } from './sitemap-page';

describe('sitemapTree', () => {
  it('nests each page under the nearest page whose path starts its own', () => {
    const tree = sitemapTree([
      { path: '/', titleId: 'a', requiredFlags: [] },
      { path: '/mijn-pensioen', titleId: 'b', requiredFlags: [] },
      {
        path: '/mijn-pensioen/hoogte-pensioen/fondsen-en-koersen',
        titleId: 'c',
        requiredFlags: [],
      },
      { path: '/postvak/gescheiden', titleId: 'd', requiredFlags: [] },
    ]);
    expect(tree.map((node) => node.entry.path)).toEqual([
      '/',
      '/mijn-pensioen',
      '/postvak/gescheiden',
    ]);
    expect(tree[1]?.children.map((node) => node.entry.path)).toEqual([
      '/mijn-pensioen/hoogte-pensioen/fondsen-en-koersen',
    ]);
  });
});

describe('SitemapPage', () => {
  it('shows a skeleton while the flags load, then the pages the member may visit', async () => {
    renderPage(<SitemapPage titleId="route.sitemap" />, { answers: memberAnswers });
    expect(screen.getByTestId('loading')).toBeVisible();
    await expectHeading('Sitemap');
    const nav = await screen.findByRole('navigation', { name: 'Sitemap' });
    const myPension = within(nav).getByRole('link', { name: 'Mijn pensioen' });
    expect(myPension).toHaveAttribute('href', '/mijn-pensioen');
    expect(within(nav).getByRole('link', { name: 'Fondsen en koersen' })).toBeInTheDocument();
    // Closed by a flag: not near retirement.
    expect(within(nav).queryByRole('link', { name: 'Bijna met pensioen' })).toBeNull();
    expect(within(nav).getAllByRole('link').length).toBeLessThan(sitemapEntries().length);
  });
});
