import { initialSession } from '../session/session-store';
import type { ClientSession } from '../session/session-types';
import { ApiError } from './api-error';
import type { AnswerEffect } from './errors/effects';
import { NO_TOKEN_MESSAGE } from './errors/token-rule';
import { createHttpClient, type HttpClientDeps } from './http-client';

const NOW = 1_000_000;
const signedIn = (patch: Partial<ClientSession> = {}): ClientSession => ({
  ...initialSession(() => 'session-1'),
  cfData: { accessToken: 'tok', tokenType: 'Bearer', expiresAt: NOW + 3_600_000 },
  ...patch,
});

function setup(session: ClientSession, answer: Response = Response.json({ ok: true })) {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(answer));
  const effects: AnswerEffect[] = [];
  const deps: HttpClientDeps = {
    fetch,
    getSession: () => session,
    config: () => ({ environment: 'test', maintenanceRedirect: true }),
    currentPath: () => '/mijn-pensioen',
    now: () => NOW,
    applyEffect: (effect) => effects.push(effect),
  };
  return { http: createHttpClient(deps), fetch, effects };
}

function sentHeaders(fetch: ReturnType<typeof setup>['fetch']): Record<string, string> {
  return fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
}

describe('headers (spec section 7)', () => {
  test('member: bearer token, session id and the language, nothing else', async () => {
    const { http, fetch } = setup(signedIn());
    await http({ path: '/plexus/personDetailsQuery' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/plexus/personDetailsQuery');
    expect(sentHeaders(fetch)).toEqual({
      'X-Session-Id': 'session-1',
      'Accept-Language': 'nl-NL',
      Authorization: 'Bearer tok',
    });
  });

  test('the language of the pages, not of the browser', async () => {
    const { http, fetch } = setup(signedIn({ temporaryLocale: 'en-GB' }));
    await http({ path: '/plexus/personDetailsQuery' });
    expect(sentHeaders(fetch)['Accept-Language']).toBe('en-GB');
  });

  test('advisor impersonating: participant and employer headers', async () => {
    const { http, fetch } = setup(
      signedIn({
        authMethod: 'AdvisorOneWelcome',
        impersonation: { personId: '1001', advisorId: 'A1', employerId: 'E1' },
      }),
    );
    await http({ path: '/plexus/policies/1' });
    expect(sentHeaders(fetch)).toMatchObject({
      'X-Impersonated-Participant': '1001',
      'X-Impersonated-Employer': 'E1',
    });
  });

  test('staff impersonating: participant header only', async () => {
    const { http, fetch } = setup(
      signedIn({ authMethod: 'AAD', impersonation: { personId: '7' } }),
    );
    await http({ path: '/plexus/policies/1' });
    expect(sentHeaders(fetch)['X-Impersonated-Participant']).toBe('7');
    expect(sentHeaders(fetch)).not.toHaveProperty('X-Impersonated-Employer');
  });

  test('a member session never sends impersonation headers', async () => {
    const { http, fetch } = setup(signedIn({ impersonation: { personId: '7' } }));
    await http({ path: '/plexus/policies/1' });
    expect(sentHeaders(fetch)).not.toHaveProperty('X-Impersonated-Participant');
  });

  test('-STUB stub id goes in X-Stub-Id; another stub id does not', async () => {
    const stub = setup(
      signedIn({ authMethod: 'PersonId', stubId: '8123-STUB', userId: '8123-STUB' }),
    );
    await stub.http({ path: '/plexus/policies/1' });
    expect(sentHeaders(stub.fetch)['X-Stub-Id']).toBe('8123-STUB');
    const persona = setup(signedIn({ authMethod: 'PersonId', stubId: 'member-active' }));
    await persona.http({ path: '/plexus/policies/1' });
    expect(sentHeaders(persona.fetch)).not.toHaveProperty('X-Stub-Id');
  });

  test('query, JSON body and extra headers', async () => {
    const { http, fetch } = setup(signedIn());
    await http({
      method: 'POST',
      path: '/lookup/asr',
      query: { searchText: 'a b', skip: undefined },
      body: { x: 1 },
      headers: { 'user-id': '5' },
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/lookup/asr?searchText=a+b');
    expect(init).toMatchObject({ method: 'POST', body: '{"x":1}' });
    expect(sentHeaders(fetch)).toMatchObject({
      'Content-Type': 'application/json',
      'user-id': '5',
    });
  });
});

describe('missing token (spec section 8)', () => {
  test('rejects with the spec message, starts sign-in, sends nothing', async () => {
    const { http, fetch, effects } = setup(signedIn({ cfData: undefined }));
    await expect(http({ path: '/plexus/personDetailsQuery' })).rejects.toThrow(NO_TOKEN_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
    expect(effects).toEqual([{ kind: 'signIn' }]);
  });

  test('settings of a OneWelcome session go without token', async () => {
    const { http, fetch } = setup(signedIn({ cfData: undefined }));
    await http({ path: '/settings', query: { includeFeatureFlags: true } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/settings?includeFeatureFlags=true');
    expect(sentHeaders(fetch)).not.toHaveProperty('Authorization');
  });
});

describe('answers', () => {
  test('error answers go through the catalogue and reject with ApiError', async () => {
    const answer = Response.json({ message: 'Policy PNA' }, { status: 403 });
    const { http, effects } = setup(signedIn(), answer);
    const error = await http({ path: '/plexus/policies/1' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Policy PNA', path: '/plexus/policies/1' });
    expect(effects).toEqual([{ kind: 'accessDenied', code: 'PNA', redirect: true }]);
  });

  test('messagebox 401 is not handled beyond rejecting', async () => {
    const { http, effects } = setup(signedIn(), new Response('', { status: 401 }));
    await expect(http({ path: '/messagebox/messages/1' })).rejects.toBeInstanceOf(ApiError);
    expect(effects).toEqual([{ kind: 'none' }]);
  });

  test('404 as null when asked', async () => {
    const { http } = setup(signedIn(), new Response('', { status: 404 }));
    await expect(
      http({ path: '/plexus/employmentQuery/1', notFoundAsNull: true }),
    ).resolves.toBeNull();
  });

  test('empty and blob answers', async () => {
    const empty = setup(signedIn(), new Response(null, { status: 204 }));
    await expect(empty.http({ path: '/x' })).resolves.toBeUndefined();
    const pdf = setup(signedIn(), new Response('%PDF', { status: 200 }));
    const blob = await pdf.http<Blob>({ path: '/x', responseType: 'blob' });
    expect(await blob.text()).toBe('%PDF');
  });
});
