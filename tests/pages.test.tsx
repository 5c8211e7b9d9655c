// Every information screen of spec section 2 over the stub's typical member: its route has a real
// page (not the placeholder), the page loads its data and shows the route's title as its one h1,
// in Dutch and in English, and axe finds no WCAG 2.1 A/AA problem in what it renders (colour
// contrast is checked in the browser, jsdom cannot compute it).
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { Suspense } from 'react';
import { queryKey } from '../src/api';
import type { PrefetchablePage } from '../src/app/route-prefetch';
import { PlaceholderPage } from '../src/routes/pages';
import type { PageDataNeeds } from '../src/pages/shared/page-props';
import { getSession } from '../src/session/session';
import { routeTable } from '../src/routes/route-table';
import { memberAnswers } from '../src/pages/testing/fixtures';
import { renderPage } from '../src/pages/testing/render-page';

const locale = (file: string) =>
  JSON.parse(readFileSync(`${process.cwd()}/locales/${file}`, 'utf8')) as Record<string, string>;
const nl = locale('nl-NL.json');
const en = locale('en-GB.json');

/** The information screens this suite covers, with the url to show them at. */
const screens: readonly { path: string; url?: string; heading?: string }[] = [
  { path: '/' },
  { path: '/mijn-pensioen' },
  { path: '/mijn-pensioen/hoogte-pensioen' },
  { path: '/mijn-pensioen/hoogte-pensioen/fondsen-en-koersen' },
  { path: '/mijn-pensioen/gegevens-en-premies' },
  { path: '/mijn-pensioen/partner-en-kinderen' },
  { path: '/postvak' },
  { path: '/postvak/gescheiden' },
  { path: '/postvak/uit-elkaar' },
  { path: '/contact' },
  { path: '/contact/veelgestelde-vragen' },
  {
    path: '/contact/veelgestelde-vragen/:category',
    url: '/contact/veelgestelde-vragen/beleggen',
    heading: 'Beleggen',
  },
  { path: '/mijn-profiel' },
  { path: '/mijn-profiel/mijn-gegevens' },
  { path: '/mijn-profiel/mijn-partner' },
  { path: '/mijn-profiel/adviseur' },
  { path: '/pensioenverkenner' },
  { path: '/uw-gegevens' },
  { path: '/uw-gegevens/uw-inzicht' },
  { path: '/start-ockto' },
  { path: '/gegevens-ockto' },
  { path: '/minder-werken' },
  { path: '/eerder-stoppen' },
  { path: '/zelf-regelen' },
  { path: '/zelf-regelen/pensioenleeftijd' },
  { path: '/zelf-regelen/extra-inleggen' },
  { path: '/zelf-regelen/beleggingskeuze' },
  {
    path: '/zelf-regelen/beleggingskeuze/fondsen/:src',
    url: '/zelf-regelen/beleggingskeuze/fondsen/beleggingskeuze',
  },
  { path: '/zelf-regelen/manier-van-pensioen-opbouwen' },
  { path: '/zelf-regelen/anw-pensioen' },
  { path: '/zelf-regelen/netto-pensioen' },
  { path: '/zelf-regelen/netto-pensioen/voor-partner' },
  { path: '/zelf-regelen/netto-pensioen/voor-kinderen' },
  { path: '/zelf-regelen/netto-pensioen/voor-uzelf' },
  { path: '/zelf-regelen/extra-partnerpensioen' },
  { path: '/zelf-regelen/pensioenen-samenvoegen' },
  { path: '/zelf-regelen/bijna-met-pensioen' },
  { path: '/zelf-regelen/bijna-met-pensioen-gegarandeerd' },
  { path: '/zelf-regelen/bijna-met-pensioen-keuzescherm' },
  { path: '/zelf-regelen/pensioen-kiezen' },
  { path: '/zelf-regelen/pensioen-kiezen-gegarandeerd' },
  { path: '/zelf-regelen/pensioen-kiezen-keuzescherm' },
  { path: '/overzicht-pensioenen' },
  { path: '/sitemap' },
  { path: '/devbox' },
  { path: '/component-listing' },
  { path: '/component-listing/card' },
  { path: '/component-listing/modal' },
  { path: '/new-component-listing' },
  { path: '/new-component-listing/card' },
  { path: '/new-component-listing/modal' },
];

const answers = {
  ...memberAnswers,
  '/__stub/personas': [{ id: 'member-active', name: 'J. (Jan) de Vries', policyIds: ['P1'] }],
  '/plexus/asrUcmScenarioBasedCalculateProjectionsQuery': {
    currentSituation: memberAnswers['/plexus/nlUcmCalculateProjectionsQuery/P1'],
    newSituation: memberAnswers['/plexus/nlUcmCalculateProjectionsQuery/P1'],
  },
};

function entryOf(path: string) {
  const entry = routeTable.find((route) => route.path === path);
  if (!entry) throw new Error(`${path} is not in the route table`);
  return entry;
}

function renderScreen(path: string, url: string | undefined, english = false) {
  const entry = entryOf(path);
  const Page = entry.page;
  return renderPage(
    <Suspense fallback={<p>chunk</p>}>
      <Page titleId={entry.titleId} />
    </Suspense>,
    { route: url ?? path, path, answers, english },
  );
}

/** Waits until nothing on the page is loading any more. */
async function settled() {
  await waitFor(
    () => {
      expect(screen.queryByText('chunk')).toBeNull();
      // The page's own spinner while its code loads (routes/pages).
      const pageSpinners = [
        ...document.querySelectorAll('[role="status"] > [data-size="lg"]'),
      ].filter((el) => !el.closest('[data-sample], [data-testid^="listing-"]'));
      expect(pageSpinners).toHaveLength(0);
      // The component listing shows a loading block as a sample.
      const loading = screen
        .queryAllByTestId('loading')
        .filter((el) => !el.closest('[data-sample]'));
      expect(loading).toHaveLength(0);
    },
    { timeout: 5000 },
  );
}

describe('information screens', () => {
  it.each(screens)('$path has its own page', ({ path }) => {
    expect(entryOf(path).page).not.toBe(PlaceholderPage);
  });

  it.each(screens)(
    '$path loads and shows its title as the one h1',
    async ({ path, url, heading }) => {
      renderScreen(path, url);
      await settled();
      const h1 = screen.getAllByRole('heading', { level: 1 });
      expect(h1).toHaveLength(1);
      expect(h1[0]).toHaveTextContent(heading ?? nl[entryOf(path).titleId] ?? '');
      const errors = screen
        .queryAllByTestId('load-error')
        .filter((el) => !el.closest('[data-sample]'));
      expect(errors).toEqual([]);
    },
  );

  it.each(screens.filter(({ heading }) => !heading))(
    '$path speaks English',
    async ({ path, url }) => {
      renderScreen(path, url, true);
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
          en[entryOf(path).titleId] ?? '',
        ),
      );
    },
  );

  it.each(screens)('$path passes axe (WCAG 2.1 A and AA)', async ({ path, url }) => {
    const { container } = renderScreen(path, url);
    await settled();
    const result = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
      ),
    ).toEqual([]);
  });
});

// What a page declares it will ask for is fetched ahead, while its code loads
// (app/route-prefetch): a declared query the page does not ask for would be fetched for nothing.
describe('declared data needs', () => {
  const declaring = screens.filter(
    ({ path }) => (entryOf(path).page as PrefetchablePage).dataNeeds !== undefined,
  );

  it('home and the pension amount declare theirs', () => {
    expect(declaring.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/', '/mijn-pensioen/hoogte-pensioen']),
    );
  });

  it.each(declaring)('$path asks for every query it declares', async ({ path, url }) => {
    const page = entryOf(path).page as PrefetchablePage;
    const needs = (await page.dataNeeds?.(routeTable)) as PageDataNeeds;
    const { fetched } = renderScreen(path, url);
    await settled();
    for (const name of needs.queries) {
      const key = queryKey(name, undefined, getSession());
      expect(key, name).not.toBeNull();
      expect(fetched, name).toContain(key?.[1]);
    }
  });
});
