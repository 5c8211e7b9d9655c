/**
 * Test helper: renders wizard UI inside the portal's providers (memory router, the real
 * client session as the UI's session, an own SWR cache and modal store, texts) with the modal
 * host, and shows the router location in `data-testid="location"` for assertions.
 */
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { commandDefinition, fillPath } from '../../../api/commands/command-registry';
import { queryRegistry, type QueryName } from '../../../api/queries/query-registry';
import { requestUrl } from '../../../api/request-url';
import { swrSettings } from '../../../api/swr-settings';
import { LanguageProvider } from '../../../ui/language-provider';
import { updateSession } from '../../../session/session';
import { resetSessionForTest } from '../../../session/test-support';
import { useSession } from '../../../session/use-session';
import { ModalHost, ModalProvider } from '../../../ui/modals/modal-host';
import { createModalStore } from '../../../ui/modals/modal-store';
import { UiPortsProvider, type UiPorts } from '../../../ui/session-port';

const ports: UiPorts = {
  useSession,
  updateSession,
  signOut: () => {},
  usePensionCount: () => 1,
  usePermissionFlags: () => ({}),
  useEnglishBlocked: () => false,
  useUnreadCount: () => 0,
};

function Location() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

export interface RenderWizardOptions {
  /** The first URL. */
  route: string;
  /**
   * Shared between renders to keep cached answers (a reload keeps none: pass a new one). `null`
   * uses SWR's global cache: the one `invalidateQueries` drops answers from.
   */
  cache?: Map<string, unknown> | null;
}

/** Renders `ui` as the page at `route`. */
export function renderWizard(ui: ReactElement, { route, cache = new Map() }: RenderWizardOptions) {
  const modals = createModalStore();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>
      <UiPortsProvider ports={ports}>
        <SWRConfig value={cache ? { ...swrSettings, provider: () => cache as never } : swrSettings}>
          <ModalProvider store={modals}>
            <LanguageProvider>
              {children}
              <ModalHost />
              <Location />
            </LanguageProvider>
          </ModalProvider>
        </SWRConfig>
      </UiPortsProvider>
    </MemoryRouter>
  );
  return Object.assign(render(ui, { wrapper: Wrapper }), { modals });
}

/** An answer with another status than 200 (`fakeFetch`). */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** Answers `status` with `body`. */
export const answerWith = (status: number, body: unknown): FakeAnswer => ({ status, body });

const isFake = (value: unknown): value is FakeAnswer =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/**
 * The request (`METHOD path`) a command of the command registry sends, its `{param}`s filled:
 * a fake answers by it, so the binding's tests name a command as a flow does and spell no path.
 */
export function commandRequest(name: string, params: Record<string, unknown> = {}): string {
  const definition = commandDefinition(name);
  if (!definition) throw new Error(`No command ${name} in the command registry`);
  return `${definition.method} ${fillPath(definition.path, params)}`;
}

/** The request (`METHOD url`) a named query makes with these parameters (query registry). */
export function queryRequest<N extends QueryName>(name: N, params: unknown = {}): string {
  const definition = queryRegistry[name];
  if (!definition.available) throw new Error(`Query ${name} has no call`);
  const request = (
    definition.request as (p: unknown) => Parameters<typeof requestUrl>[0] & {
      method?: string;
    }
  )(params);
  return `${request.method ?? 'GET'} ${requestUrl(request)}`;
}

/**
 * A fetch stand-in answering by `METHOD path` (`commandRequest`, `queryRequest`): a value is a 200 JSON answer, `answerWith` another
 * status, a function is called with the request body; anything else is a 500.
 */
export function fakeFetch(answers: Record<string, unknown>) {
  const calls: { method: string; path: string; request: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = `${method} ${path}`;
    calls.push({ method, path, request, body });
    const answer = answers[request];
    const value: unknown =
      typeof answer === 'function' ? (answer as (b: unknown) => unknown)(body) : answer;
    const { status, body: json } = isFake(value)
      ? value
      : value === undefined
        ? { status: 500, body: { message: 'no answer' } }
        : { status: 200, body: value };
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof window.fetch, calls };
}

/**
 * The sample flow's texts are not in the locale files: their ids show as they are, without a
 * console error for each. Restored by `vi.restoreAllMocks()`.
 */
export function quietSampleTexts(): void {
  const realError = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('MISSING_TRANSLATION')) realError(...args);
  });
}

/** A fresh session signed in on policy P1 (as `userId` when given), with an hour to go. */
export function signInOnSamplePolicy(userId?: string): void {
  resetSessionForTest();
  updateSession({
    authMethod: 'PersonId',
    ...(userId === undefined ? {} : { userId }),
    policyId: 'P1',
    cfData: { accessToken: 'token', tokenType: 'Bearer', expiresAt: Date.now() + 3.6e6 },
  });
}
