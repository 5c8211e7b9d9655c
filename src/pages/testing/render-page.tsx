// Test helper for pages: the real named queries through SWR (emptied before each test) against a
// fetch that answers by path, inside the portal's providers (renderWithPortal) with the route
// table's facts. The selected policy is P1 and a token is present, as after sign-in.
import { configure, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { mutate, SWRConfig } from 'swr';
import { swrSettings } from '../../api/swr-settings';
import { updateSession } from '../../session/session';
import type { SessionPatch } from '../../session/session-types';
import { resetSessionForTest } from '../../session/test-support';
import { renderWithPortal, type Rendered } from '../../ui/testing/render';
import { RouteFactsProvider } from '../shared/route-facts';
import { portalRouteFacts } from './route-facts';

export const POLICY = 'P1';

/** An answer: JSON for 200, or a status with a body, or `pending` (never answers). */
export type Answer = unknown | { status: number; body?: unknown } | 'pending';

const isStatusAnswer = (answer: unknown): answer is { status: number; body?: unknown } =>
  typeof answer === 'object' &&
  answer !== null &&
  'status' in answer &&
  typeof (answer as { status: unknown }).status === 'number' &&
  Object.keys(answer).every((key) => key === 'status' || key === 'body');

export interface PageTestOptions {
  /** The url the page is shown at. */
  route?: string;
  /** Route pattern for pages with parameters, e.g. `/contact/veelgestelde-vragen/:category`. */
  path?: string;
  /** Answers by request url (path and query); anything else answers 500. */
  answers?: Record<string, Answer>;
  /** English instead of Dutch. */
  english?: boolean;
  /** Changes to the client session after sign-in. */
  session?: SessionPatch;
}

export type RenderedPage = Rendered & {
  /** Urls fetched, in order. */
  fetched: string[];
  /** Requests with method and body. */
  requests: { url: string; method: string; body?: unknown }[];
};

// Pages wait for several answers and lazy chunks; on a busy machine that can take a while.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const realFetch = window.fetch;
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(async () => {
  // Answers arrive asynchronously, as in the browser; tests wait for them with findBy/waitFor.
  // Outside RTL's own act() calls, React need not warn about those updates.
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  // Pages share SWR's global cache, as in the portal (so the command client's invalidation
  // reaches them): every test starts from an empty one, with no request to reuse.
  await mutate(() => true, undefined, { revalidate: true });
});
afterEach(() => {
  window.fetch = realFetch;
});

/** Renders a page with answers by path. */
export function renderPage(ui: ReactElement, options: PageTestOptions = {}): RenderedPage {
  resetSessionForTest();
  updateSession({
    policyId: POLICY,
    cfData: { accessToken: 'token', tokenType: 'Bearer', expiresAt: Date.now() + 3.6e6 },
    ...options.session,
  });
  const fetched: string[] = [];
  const requests: RenderedPage['requests'] = [];
  const answers = options.answers ?? {};
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    fetched.push(url);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ url, method: init?.method ?? 'GET', body });
    if (!(url in answers)) {
      return new Response(JSON.stringify({ message: `no answer for ${url}` }), { status: 500 });
    }
    const answer = answers[url];
    if (answer === 'pending') return new Promise<Response>(() => {});
    const { status, body: payload } = isStatusAnswer(answer)
      ? answer
      : { status: 200, body: answer };
    if (payload instanceof Blob) {
      // jsdom's Blob is not the fetch implementation's: hand over its bytes.
      return new Response(await payload.text(), {
        status,
        headers: { 'Content-Type': payload.type },
      });
    }
    return new Response(payload === undefined ? '' : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  const content = options.path ? (
    <Routes>
      <Route path={options.path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const rendered = renderWithPortal(
    <SWRConfig value={swrSettings}>
      <RouteFactsProvider facts={portalRouteFacts()}>{content}</RouteFactsProvider>
    </SWRConfig>,
    {
      route: options.route ?? '/',
      session: options.english ? { temporaryLocale: 'en-GB' } : {},
    },
  );
  return Object.assign(rendered, { fetched, requests });
}

/** Waits for the h1 to read `text` (English loads as its own chunk). */
export async function expectHeading(text: string | RegExp): Promise<void> {
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text));
}

/** Answers `500` for these urls. */
export function failing(...urls: string[]): Record<string, Answer> {
  return Object.fromEntries(urls.map((url) => [url, { status: 500, body: { message: 'boom' } }]));
}

/** Never answers these urls. */
export function pending(...urls: string[]): Record<string, Answer> {
  return Object.fromEntries(urls.map((url) => [url, 'pending' as const]));
}
