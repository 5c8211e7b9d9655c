// The route table against spec section 2 (every path, titles in both languages, sign-in,
// production, gating and chrome rules), and the routes at work: not found, production hiding,
// and gating and access denied over the stub back end's personas.
import { render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isValidElement, useMemo, type ReactElement } from 'react';
import { MemoryRouter, Navigate, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { swrSettings } from '../src/api/swr-settings';
import type { PortalEnvironment } from '../src/config/portal-config';
import { LanguageProvider } from '../src/ui/language-provider';
import { permissionRules } from '../src/permissions/rules';
import { flowRoutes } from 'virtual:compiled-flows';
import { useMatchedRoute } from '../src/routes/app-routes';
import { buildRoutes } from '../src/routes/build-routes';
import { PlaceholderPage } from '../src/routes/pages';
import { routeTable } from '../src/routes/route-table';
import { sitemapEntries } from '../src/routes/sitemap';
import { getSession, updateSession } from '../src/session/session';
import { resetSessionForTest } from '../src/session/test-support';
import { chromeFor, type ChromePart } from '../src/ui/layout/chrome-rules';
import { ModalProvider } from '../src/ui/modals/modal-host';
import { createModalStore } from '../src/ui/modals/modal-store';
import { createApi } from '../stub/api/app';
import { fakeAuth } from '../stub/api/testing/fake-auth';
import { loadPersonas } from '../stub/personas/load';

// The persona schema is found through `new URL(…, import.meta.url)`, which Vite rewrites to an
// http URL under jsdom. The stub's own tests validate every persona file; here they load as is.
vi.mock('../stub/personas/validate', () => ({
  personaValidators: () => ({ file: () => true, complete: () => true }),
  describeError: () => ({ path: '', message: '' }),
}));

// Vitest runs from the repository root.
const root = resolve(process.cwd());
const locale = (file: string) =>
  JSON.parse(readFileSync(`${root}/locales/${file}`, 'utf8')) as Record<string, string>;
const nl = locale('nl-NL.json');
const en = locale('en-GB.json');

/**
 * Paths beyond spec section 2: the additional partner pension is changed by a wizard with a
 * success page, like every other arrange-yourself area (the spec lists only its overview).
 */
const addedPaths = [
  '/zelf-regelen/extra-partnerpensioen/wijzigen',
  '/zelf-regelen/extra-partnerpensioen/succes',
  // The devbox flow preview (issue 4: any flow, any step, either language, any persona).
  '/devbox/flows/:flowId/:stepId?',
  // The flow studio (issue 24: step graph, preview, definition, why each step is shown).
  '/devbox/studio-edit/:flowId/:stepId?',
  '/devbox/studio/:flowId?/:stepId?',
];

/** Every path of spec section 2, as written there (`{name}` route parameters as `:name`). */
const specPaths = [
  // Session and technical
  '/',
  '/devbox',
  '/sitemap',
  '/component-listing',
  '/component-listing/card',
  '/component-listing/modal',
  '/new-component-listing',
  '/new-component-listing/card',
  '/new-component-listing/modal',
  '/stub-login',
  '/signin-oidc',
  '/redirect',
  '/overzicht-pensioenen',
  '/logout',
  '/ssp/sign-in',
  '/ssp/redirect',
  '/advisor',
  '/advisor/redirect',
  '/foutmelding',
  '/onderhoud',
  // Profile
  '/mijn-profiel',
  '/mijn-profiel/mijn-gegevens',
  '/mijn-profiel/verhuizing-buitenland',
  '/mijn-profiel/verhuizing-buitenland/succes',
  '/mijn-profiel/mijn-partner',
  '/mijn-profiel/mijn-partner/uit-elkaar',
  '/mijn-profiel/mijn-partner/uit-elkaar/succes',
  '/mijn-profiel/mijn-partner/doorgeven',
  '/mijn-profiel/mijn-partner/succes',
  '/mijn-profiel/adviseur',
  // My pension
  '/mijn-pensioen',
  '/mijn-pensioen/hoogte-pensioen',
  '/mijn-pensioen/hoogte-pensioen/fondsen-en-koersen',
  '/mijn-pensioen/gegevens-en-premies',
  '/mijn-pensioen/partner-en-kinderen',
  // Inbox
  '/postvak',
  '/postvak/gescheiden',
  '/postvak/gescheiden/afspraken-doorgeven',
  '/postvak/gescheiden/gelukt',
  '/postvak/uit-elkaar',
  '/postvak/uit-elkaar/afspraken-doorgeven',
  '/postvak/uit-elkaar/gelukt',
  // Contact
  '/contact',
  '/contact/veelgestelde-vragen',
  '/contact/veelgestelde-vragen/:category',
  '/contact/contactformulier',
  '/contact/contactformulier/succes',
  // Pension planner
  '/pensioenverkenner',
  '/uw-gegevens',
  '/uw-gegevens/uw-inzicht',
  '/start-ockto',
  '/gegevens-ockto',
  '/minder-werken',
  '/eerder-stoppen',
  // Arrange yourself
  '/zelf-regelen',
  ...[
    '/pensioenleeftijd',
    '/pensioenleeftijd/wijzigen',
    '/pensioenleeftijd/succes',
    '/extra-partnerpensioen',
    '/extra-inleggen',
    '/extra-inleggen/wijzigen',
    '/extra-inleggen/succes',
    '/beleggingskeuze',
    '/beleggingskeuze/wijzigen',
    '/beleggingskeuze/succes',
    '/beleggingskeuze/fondsen/:src',
    '/manier-van-pensioen-opbouwen',
    '/manier-van-pensioen-opbouwen/wijzigen',
    '/manier-van-pensioen-opbouwen/succes',
    '/anw-pensioen',
    '/anw-pensioen/wijzigen',
    '/anw-pensioen/succes',
    '/netto-pensioen',
    '/netto-pensioen/wijzigen',
    '/netto-pensioen/voor-partner',
    '/netto-pensioen/voor-kinderen',
    '/netto-pensioen/voor-uzelf',
    '/netto-pensioen/succes',
    '/pensioenen-samenvoegen',
    '/pensioenen-samenvoegen/aanvragen',
    '/pensioenen-samenvoegen/aanvragen/succes',
    '/pensioenen-samenvoegen/akkoordverklaring',
    '/pensioenen-samenvoegen/akkoordverklaring/succes',
    '/bijna-met-pensioen',
    '/bijna-met-pensioen-gegarandeerd',
    '/bijna-met-pensioen-keuzescherm',
    '/pensioen-kiezen',
    '/pensioen-kiezen-gegarandeerd',
    '/pensioen-kiezen-keuzescherm',
  ].map((path) => `/zelf-regelen${path}`),
];

/** The spec's gated flags (section 6), as the table spells them. */
const specGatedFlags = [
  'hasActivePolicy',
  'hasPensionPolicy',
  'allowAdvisorChoices',
  'allowVisitWorkLessPage',
  'allowVisitStopWorkPage',
  'allowAdditionalPartnerPensionChange',
  'hasExtraDepositAgreement',
  'allowExtraDepositChange',
  'allowVisitInvestmentChoicePages',
  'allowAccrualChange',
  'allowAnwChange',
  'allowNetPensionChange',
  'allowCombinePension',
  'allowVisitRetiredSoonPages',
  'allowVisitRetiredSoonInvestingPages',
  'allowVisitRetiredSoonGuaranteedPages',
  'allowVisitRetiredSoonComboPages',
];

const entryAt = (path: string) => {
  const entry = routeTable.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`No route ${path}`);
  return entry;
};

describe('route table', () => {
  it.each(Object.entries(flowRoutes))(
    "the wizard and success routes of flow %s are routes with that flow's pages",
    (_flowId, { route, successRoute, requiredFlags }) => {
      for (const path of [route, successRoute]) {
        const entry = routeTable.find((candidate) => candidate.path === path);
        expect(entry, path).toBeDefined();
        expect(entry?.page, path).not.toBe(PlaceholderPage);
      }
      const wizard = routeTable.find((candidate) => candidate.path === route);
      const success = routeTable.find((candidate) => candidate.path === successRoute);
      expect(wizard?.page).not.toBe(success?.page);
      // The flow file is the one source of the wizard's gate.
      expect(wizard?.requiredFlags).toEqual(requiredFlags);
    },
  );

  it('has every path of spec section 2 once, plus the not-found catch-all', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specPaths, ...addedPaths, '*'].sort());
  });

  it('gives every route a title in Dutch and in English', () => {
    const missing = routeTable
      .flatMap((entry) => [`nl:${entry.titleId}`, `en:${entry.titleId}`])
      .filter((key) => {
        const [lang, id = ''] = key.split(/:(.*)/);
        return !(id in (lang === 'nl' ? nl : en));
      });
    expect(missing).toEqual([]);
    expect(nl['route.placeholder.text']).toBeTruthy();
    expect(en['route.placeholder.text']).toBeTruthy();
  });

  it('gates only on flags the rules define, and uses every gated flag of spec section 6', () => {
    const used = new Set(routeTable.flatMap((entry) => entry.requiredFlags));
    for (const flag of used) expect(Object.keys(permissionRules.flags)).toContain(flag);
    expect([...used].sort()).toEqual([...specGatedFlags].sort());
  });

  it('gates the routes spec section 2 names', () => {
    expect(entryAt('/mijn-profiel/adviseur').requiredFlags).toEqual(['allowAdvisorChoices']);
    expect(entryAt('/minder-werken').requiredFlags).toEqual(['allowVisitWorkLessPage']);
    expect(entryAt('/eerder-stoppen')).toMatchObject({
      requiredFlags: ['allowVisitStopWorkPage'],
      fallback: '/pensioenverkenner',
    });
    expect(entryAt('/zelf-regelen/bijna-met-pensioen-gegarandeerd').requiredFlags).toEqual([
      'allowVisitRetiredSoonPages',
      'allowVisitRetiredSoonGuaranteedPages',
    ]);
  });

  it('sends a gated route without fallback home, and fallbacks lead to ungated routes', () => {
    for (const entry of routeTable.filter((e) => e.requiredFlags.length > 0)) {
      expect(entry.fallback === undefined || entryAt(entry.fallback).requiredFlags).toEqual(
        entry.fallback === undefined ? true : [],
      );
    }
  });

  it('asks for a login except where spec section 2 says otherwise', () => {
    const withoutLogin = routeTable.filter((e) => !e.loginRequired).map((e) => e.path);
    expect(withoutLogin.sort()).toEqual(
      [
        '*',
        '/advisor',
        '/advisor/redirect',
        '/component-listing',
        '/component-listing/card',
        '/component-listing/modal',
        '/devbox',
        '/devbox/flows/:flowId/:stepId?',
        '/devbox/studio-edit/:flowId/:stepId?',
        '/devbox/studio/:flowId?/:stepId?',
        '/foutmelding',
        '/logout',
        '/new-component-listing',
        '/new-component-listing/card',
        '/new-component-listing/modal',
        '/onderhoud',
        '/overzicht-pensioenen',
        '/redirect',
        '/signin-oidc',
        '/ssp/redirect',
        '/ssp/sign-in',
        '/stub-login',
      ].sort(),
    );
  });

  it('does not remember success pages for after sign-in', () => {
    for (const entry of routeTable.filter((e) => e.path.endsWith('/succes'))) {
      expect(entry.rememberPath, entry.path).toBe(false);
    }
    expect(entryAt('/mijn-pensioen').rememberPath).toBe(true);
  });

  it('exempts the developer page, the overview, access denied and the sign-in returns', () => {
    const exempt = routeTable.filter((e) => e.exemptFromAccessDenied).map((e) => e.path);
    expect(exempt.sort()).toEqual(
      [
        '/advisor/redirect',
        '/devbox',
        '/devbox/flows/:flowId/:stepId?',
        '/devbox/studio-edit/:flowId/:stepId?',
        '/devbox/studio/:flowId?/:stepId?',
        '/foutmelding',
        '/logout',
        '/overzicht-pensioenen',
        '/redirect',
        '/signin-oidc',
        '/ssp/redirect',
      ].sort(),
    );
  });

  it('marks what production hides and blocks', () => {
    const hidden = routeTable.filter((e) => e.hiddenInProduction).map((e) => e.path);
    expect(hidden.sort()).toEqual([
      '/devbox',
      '/devbox/flows/:flowId/:stepId?',
      '/devbox/studio-edit/:flowId/:stepId?',
      '/devbox/studio/:flowId?/:stepId?',
      '/minder-werken',
      '/stub-login',
    ]);
    const blocked = routeTable.filter((e) => e.blockedInProduction).map((e) => e.path);
    expect(blocked.sort()).toEqual(
      [
        '/component-listing',
        '/component-listing/card',
        '/component-listing/modal',
        '/new-component-listing',
        '/new-component-listing/card',
        '/new-component-listing/modal',
      ].sort(),
    );
  });

  it('describes the same page frame as the layout rules of spec section 2', () => {
    const parts: ChromePart[] = ['mainMenu', 'footerHelp', 'idle'];
    for (const entry of routeTable.filter((e) => !e.path.includes(':') && e.path !== '*')) {
      const byPath = chromeFor(entry.path);
      expect(entry.chrome.logoLinksHome, entry.path).toBe(byPath.logoLinksHome);
      for (const part of parts) {
        expect(entry.chrome.hide.includes(part), `${entry.path} ${part}`).toBe(!byPath.show[part]);
      }
    }
    expect(entryAt('/overzicht-pensioenen').chrome).toEqual({
      hide: ['mainMenu', 'footerHelp', 'idle'],
      logoLinksHome: false,
    });
  });
});

describe('sitemap', () => {
  it('lists the screens with their titles, without technical, success or parameter routes', () => {
    const paths = sitemapEntries('test').map((entry) => entry.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/zelf-regelen/beleggingskeuze/wijzigen');
    expect(paths).toContain('/minder-werken');
    for (const path of [
      '/devbox',
      '/stub-login',
      '/signin-oidc',
      '/foutmelding',
      '/logout',
      '/component-listing',
      '/contact/veelgestelde-vragen/:category',
      '/zelf-regelen/beleggingskeuze/succes',
      '*',
    ]) {
      expect(paths).not.toContain(path);
    }
    expect(sitemapEntries('test')[0]).toEqual({
      path: '/',
      titleId: 'route.home',
      requiredFlags: [],
    });
  });

  it('leaves out what production hides', () => {
    expect(sitemapEntries('production').map((entry) => entry.path)).not.toContain('/minder-werken');
  });
});

describe('routes per environment', () => {
  it('drops the hidden routes in production and sends the blocked ones home', () => {
    const production = buildRoutes(routeTable, 'production');
    const paths = production.map((route) => route.path);
    expect(paths).not.toContain('/devbox');
    expect(paths).not.toContain('/minder-werken');
    expect(paths).not.toContain('/stub-login');
    const listing = production.find((route) => route.path === '/component-listing');
    expect(isValidElement(listing?.element)).toBe(true);
    const element = listing?.element as ReactElement<{ to: string }>;
    expect(element.type).toBe(Navigate);
    expect(element.props.to).toBe('/');
  });

  it('keeps every route outside production', () => {
    expect(buildRoutes(routeTable, 'test')).toHaveLength(routeTable.length);
  });
});

// ---- Routes at work ------------------------------------------------------------------------

/** The stub back end over the real persona files, with `fake:<persona>` tokens. */
const personas = loadPersonas(`${root}/stub/personas`);
const api = createApi({
  personas,
  auth: fakeAuth(personas),
  config: { port: 0, issuer: 'http://localhost:4010/oidc', portalOrigins: [], personaDir: '' },
});

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function TestRoutes({ environment }: { environment: PortalEnvironment }) {
  return useMatchedRoute(useMemo(() => buildRoutes(routeTable, environment), [environment]));
}

/** Renders the portal's routes at `path` with the app's providers and a fresh data cache. */
function renderRoutes(path: string, environment: PortalEnvironment = 'test') {
  // No MUI scope around the routes: each page brings its own, as in the portal (app/app.tsx).
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ModalProvider store={createModalStore()}>
        <LanguageProvider>
          <SWRConfig value={{ ...swrSettings, provider: () => new Map() }}>
            <TestRoutes environment={environment} />
            <Location />
          </SWRConfig>
        </LanguageProvider>
      </ModalProvider>
    </MemoryRouter>,
  );
}

/** Signs the session in as a stub persona (its bearer token) and serves calls from the stub. */
function signInAs(personaId: string) {
  updateSession({
    authMethod: 'PersonId',
    userId: personaId,
    cfData: {
      accessToken: `fake:${personaId}`,
      tokenType: 'Bearer',
      expiresAt: Date.now() + 3.6e6,
    },
  });
}

/** Every h1 text the document shows, as it happens (to prove a page never flashed). */
function watchHeadings(): { seen: string[]; stop: () => void } {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    for (const heading of document.querySelectorAll('h1')) {
      const text = heading.textContent ?? '';
      if (!seen.includes(text)) seen.push(text);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

const location = () => screen.getByTestId('location').textContent;
const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('routes at work', () => {
  const realFetch = window.fetch;

  beforeEach(() => {
    resetSessionForTest();
    personas.reset();
    window.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(api.request(String(input), init))) as typeof fetch;
  });

  afterEach(() => {
    window.fetch = realFetch;
  });

  it('shows the not-found page for an unknown path', async () => {
    renderRoutes('/bestaat-niet');
    expect(await heading('Pagina niet gevonden')).toBeInTheDocument();
  });

  it('gives not found for a production-hidden route in production', async () => {
    renderRoutes('/devbox', 'production');
    expect(await heading('Pagina niet gevonden')).toBeInTheDocument();
  });

  it('has a page of its own on every route: no placeholder is left', () => {
    const placeholders = routeTable.filter((entry) => entry.page === PlaceholderPage);
    expect(placeholders.map((entry) => entry.path)).toEqual([]);
  });

  it('waits for the flags, then sends a visitor without them to the fallback', async () => {
    signInAs('member-final-age');
    const headings = watchHeadings();
    renderRoutes('/eerder-stoppen');
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(await heading('Pensioenverkenner')).toBeInTheDocument();
    expect(location()).toBe('/pensioenverkenner');
    headings.stop();
    expect(headings.seen).not.toContain('Eerder stoppen met werken');
  });

  it('shows a gated page when every flag holds', async () => {
    signInAs('member-active');
    renderRoutes('/eerder-stoppen');
    expect(await heading('Eerder stoppen met werken')).toBeInTheDocument();
    expect(location()).toBe('/eerder-stoppen');
    expect(getSession().policyId).toBe('2100458712');
  });

  it('sends a visitor home when a gate has no fallback', async () => {
    signInAs('member-guaranteed');
    renderRoutes('/zelf-regelen/beleggingskeuze');
    await waitFor(() => expect(location()).toBe('/'), { timeout: 5000 });
  });

  it('sends a denied policy to access denied with its code, without showing the page', async () => {
    signInAs('member-end');
    const headings = watchHeadings();
    renderRoutes('/mijn-pensioen');
    expect(await heading('Geen toegang')).toBeInTheDocument();
    expect(location()).toBe('/foutmelding');
    expect(getSession().policyOrPackageDeniedErrorCode).toBe('END');
    headings.stop();
    expect(headings.seen).not.toContain('Mijn pensioen');
  });

  it('keeps every route but the exempt ones on access denied while a code is set', async () => {
    updateSession({ policyOrPackageDeniedErrorCode: 'PNA' });
    const first = renderRoutes('/sitemap');
    expect(await heading('Geen toegang')).toBeInTheDocument();
    first.unmount();
    renderRoutes('/overzicht-pensioenen');
    expect(await heading('Overzicht pensioenen')).toBeInTheDocument();
    expect(location()).toBe('/overzicht-pensioenen');
  });
});
