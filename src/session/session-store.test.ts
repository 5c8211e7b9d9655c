// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createSessionStore, type SessionStoreDeps } from './session-store';
import { RESET_PATCH, resetSession, updateSession } from './session';
import { resetSessionForTest } from './test-support';
import { useSession } from './use-session';
import { LOCAL_KEYS, SESSION_KEYS } from './storage-keys';

function deps(): SessionStoreDeps {
  let counter = 0;
  return {
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    newSessionId: () => `session-${++counter}`,
  };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('storage split (spec section 3)', () => {
  test('session-scoped fields go to sessionStorage', () => {
    const store = createSessionStore(deps());
    store.update({
      temporaryLocale: 'en-GB',
      cfData: { accessToken: 'abc', tokenType: 'Bearer', expiresAt: 1000 },
      pensionPlannerData: {
        selectedPensionAgeTypeCode: 'specific',
        selectedYears: 67,
        selectedMonths: 3,
      },
      userId: 'u1',
      stubId: 's1',
      authMethod: 'AdvisorOneWelcome',
      impersonation: { personId: 'p1' },
    });
    expect(sessionStorage.getItem(SESSION_KEYS.temporaryLocale)).toBe('en-GB');
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.cfData) ?? '')).toEqual({
      accessToken: 'abc',
      tokenType: 'Bearer',
      expiresAt: 1000,
    });
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.pensionPlannerData) ?? '')).toEqual({
      selectedPensionAgeTypeCode: 'specific',
      selectedYears: 67,
      selectedMonths: 3,
    });
    expect(sessionStorage.getItem(SESSION_KEYS.userId)).toBe('u1');
    expect(sessionStorage.getItem(SESSION_KEYS.stubId)).toBe('s1');
    expect(sessionStorage.getItem(SESSION_KEYS.sessionId)).toBe(store.get().sessionId);
    expect(sessionStorage.getItem(SESSION_KEYS.authMethod)).toBe('AdvisorOneWelcome');
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.impersonation) ?? '')).toEqual({
      personId: 'p1',
    });
    expect(localStorage.length).toBe(0);
  });

  test('one stored copy of the token: cfData, in the tab, for members, advisors and stub logins', () => {
    const store = createSessionStore(deps());
    const cfData = { accessToken: 'the-token', tokenType: 'Bearer', expiresAt: 1000 };
    for (const authMethod of ['OneWelcome', 'AdvisorOneWelcome', 'PersonId'] as const) {
      store.update({ authMethod, cfData: { ...cfData, accessToken: `token-of-${authMethod}` } });
      const stored = [sessionStorage, localStorage].flatMap((storage) =>
        Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i) ?? '')),
      );
      expect(stored.filter((value) => value?.includes(`token-of-${authMethod}`))).toEqual([
        sessionStorage.getItem(SESSION_KEYS.cfData),
      ]);
      expect(localStorage.getItem(LOCAL_KEYS.staffCfData)).toBeNull();
    }
  });

  test('the directory (AAD) login keeps its token in local storage (spec section 7), once', () => {
    const store = createSessionStore(deps());
    const cfData = { accessToken: 'staff-token', tokenType: 'Bearer', expiresAt: 1000 };
    store.update({ authMethod: 'AAD', cfData });
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.staffCfData) ?? '')).toEqual(cfData);
    expect(sessionStorage.getItem(SESSION_KEYS.cfData)).toBeNull();
    // Read back with the login kind; gone from both when the session resets.
    expect(createSessionStore(deps()).get().cfData).toEqual(cfData);
    store.update({ authMethod: 'OneWelcome', cfData: undefined });
    expect(localStorage.getItem(LOCAL_KEYS.staffCfData)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.cfData)).toBeNull();
  });

  test('a token whose login kind changes moves, leaving no copy behind', () => {
    const store = createSessionStore(deps());
    const cfData = { accessToken: 'moving', tokenType: 'Bearer', expiresAt: 1000 };
    store.update({ authMethod: 'AAD', cfData });
    store.update({ authMethod: 'OneWelcome' });
    expect(localStorage.getItem(LOCAL_KEYS.staffCfData)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.cfData) ?? '')).toEqual(cfData);
  });

  test('a member session ignores a directory token left in local storage', () => {
    localStorage.setItem(
      LOCAL_KEYS.staffCfData,
      JSON.stringify({ accessToken: 'staff', tokenType: 'Bearer', expiresAt: 1000 }),
    );
    expect(createSessionStore(deps()).get().cfData).toBeUndefined();
  });

  test('preferredLocale and policyId go to localStorage', () => {
    const store = createSessionStore(deps());
    store.update({ preferredLocale: 'en-GB', policyId: 'POL-1' });
    expect(localStorage.getItem(LOCAL_KEYS.preferredLocale)).toBe('en-GB');
    expect(localStorage.getItem(LOCAL_KEYS.policyId)).toBe('POL-1');
    expect(sessionStorage.getItem('preferredLocale')).toBeNull();
    expect(sessionStorage.getItem('policyId')).toBeNull();
  });

  test('the rest stays in memory', () => {
    const store = createSessionStore(deps());
    const before = { session: sessionStorage.length, local: localStorage.length };
    store.update({
      stubError: { url: '/plexus/x', message: 'm' },
      policyOrPackageDeniedErrorCode: 'PNA',
      showReadOnlyPermissionModal: true,
      showUserPermissionsModal: true,
      unreadMessages: [{ id: '1', status: 'Ongelezen' }],
      leavePensionPlannerModal: { shouldShowModal: true },
    });
    expect(sessionStorage.length).toBe(before.session);
    expect(localStorage.length).toBe(before.local);
    expect(store.get().policyOrPackageDeniedErrorCode).toBe('PNA');
  });

  test('defaults: OneWelcome, Dutch', () => {
    const session = createSessionStore(deps()).get();
    expect(session.authMethod).toBe('OneWelcome');
    expect(session.preferredLocale).toBe('nl-NL');
    expect(session.unreadMessages).toEqual([]);
    expect(session.sessionId).toBe('session-1');
  });

  test('a new store reads persisted fields back and ignores invalid ones', () => {
    sessionStorage.setItem(SESSION_KEYS.authMethod, 'AdvisorOneWelcome');
    sessionStorage.setItem(SESSION_KEYS.sessionId, 'kept');
    sessionStorage.setItem(SESSION_KEYS.cfData, '{not json');
    sessionStorage.setItem(SESSION_KEYS.temporaryLocale, 'fr-FR');
    localStorage.setItem(LOCAL_KEYS.policyId, 'POL-9');
    const session = createSessionStore(deps()).get();
    expect(session.authMethod).toBe('AdvisorOneWelcome');
    expect(session.sessionId).toBe('kept');
    expect(session.policyId).toBe('POL-9');
    expect(session.cfData).toBeUndefined();
    expect(session.temporaryLocale).toBeUndefined();
  });

  test('undefined removes a persisted field', () => {
    const store = createSessionStore(deps());
    store.update({ userId: 'u1' });
    store.update({ userId: undefined });
    expect(sessionStorage.getItem(SESSION_KEYS.userId)).toBeNull();
  });
});

describe('session id renewal', () => {
  test('renewed when userId or stubId changes, kept otherwise', () => {
    const store = createSessionStore(deps());
    const first = store.get().sessionId;
    store.update({ policyId: 'P' });
    expect(store.get().sessionId).toBe(first);
    store.update({ userId: 'u1' });
    const second = store.get().sessionId;
    expect(second).not.toBe(first);
    store.update({ userId: 'u1' });
    expect(store.get().sessionId).toBe(second);
    store.update({ stubId: '123-STUB' });
    expect(store.get().sessionId).not.toBe(second);
    expect(sessionStorage.getItem(SESSION_KEYS.sessionId)).toBe(store.get().sessionId);
  });

  test('subscribers hear changes, not no-ops', () => {
    const store = createSessionStore(deps());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.update({ showUserPermissionsModal: false });
    expect(listener).not.toHaveBeenCalled();
    store.update({ showUserPermissionsModal: true });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.update({ showUserPermissionsModal: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('session reset (spec section 4)', () => {
  beforeEach(resetSessionForTest);

  test('clears identity and selection data, authMethod back to OneWelcome, languages kept', () => {
    updateSession({
      authMethod: 'AAD',
      userId: 'u1',
      stubId: 's1',
      policyId: 'P1',
      impersonation: { personId: 'u1' },
      cfData: { accessToken: 't', tokenType: 'Bearer', expiresAt: Date.now() + 3_600_000 },
      pensionPlannerData: {
        selectedPensionAgeTypeCode: 'state',
        selectedYears: 67,
        selectedMonths: 0,
      },
      policyOrPackageDeniedErrorCode: 'POH',
      preferredLocale: 'en-GB',
      temporaryLocale: 'en-GB',
    });
    const before = sessionStorageSnapshot();
    resetSession();
    const { session } = renderHook(() => ({ session: useSession() })).result.current;
    expect(session.authMethod).toBe('OneWelcome');
    for (const field of Object.keys(RESET_PATCH)) {
      expect(session[field as keyof typeof session]).toEqual(
        RESET_PATCH[field as keyof typeof RESET_PATCH],
      );
    }
    expect(session.preferredLocale).toBe('en-GB');
    expect(session.temporaryLocale).toBe('en-GB');
    expect(session.sessionId).not.toBe(before.sessionId);
    expect(localStorage.getItem(LOCAL_KEYS.policyId)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.cfData)).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.staffCfData)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.authMethod)).toBe('OneWelcome');
  });

  test('useSession re-renders on updates', () => {
    const { result } = renderHook(() => useSession((session) => session.stubError));
    expect(result.current).toBeUndefined();
    act(() => updateSession({ stubError: { url: '/a', message: 'b' } }));
    expect(result.current).toEqual({ url: '/a', message: 'b' });
  });
});

function sessionStorageSnapshot() {
  return { sessionId: sessionStorage.getItem(SESSION_KEYS.sessionId) };
}
