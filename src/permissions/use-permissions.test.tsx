import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrSettings } from '../api/swr-settings';
import { getSession, updateSession } from '../session/session';
import { resetSessionForTest } from '../session/test-support';
import { useKnownPermissionFlags } from './use-known-permission-flags';
import { usePermissions } from './use-permissions';
import { usePolicyStatus } from './use-policy-status';

/** Answers by path; anything else is a 500. */
const answers: Record<string, unknown> = {
  '/plexus/employmentPensionInfoQuery': {
    employmentPensionInfoCollection: [{ policyId: 'P1', employerName: 'Bouwbedrijf' }],
  },
  '/plexus/personalPensionAgeQuery/P1': {
    personalPensionAgeType: { code: 'agreement' },
    finalPersonalPensionAge: { year: 67, month: 0 },
  },
  '/plexus/policies/P1': { lifePolicyStatus: { code: 'RET' }, packageDetailsCollection: [] },
  '/settings?includeFeatureFlags=true': { featureToggles: [] },
};

let fetched: string[] = [];
const realFetch = window.fetch;

beforeEach(() => {
  resetSessionForTest();
  updateSession({
    cfData: { accessToken: 'token', tokenType: 'Bearer', expiresAt: Date.now() + 3.6e6 },
  });
  fetched = [];
  window.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
    const body = answers[url];
    return new Response(JSON.stringify(body ?? { message: 'no' }), {
      status: body === undefined ? 500 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
});

afterEach(() => {
  window.fetch = realFetch;
});

function wrapperWith(cache: Map<string, unknown>) {
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swrSettings, provider: () => cache as never }}>{children}</SWRConfig>
  );
}

describe('usePermissions', () => {
  it('selects the first policy and fetches only what the asked flags need', async () => {
    const cache = new Map<string, unknown>();
    const { result } = renderHook(() => usePermissions(['allowVisitStopWorkPage']), {
      wrapper: wrapperWith(cache),
    });
    expect(result.current).toEqual({ flags: { allowVisitStopWorkPage: undefined }, loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.flags).toEqual({ allowVisitStopWorkPage: false });
    expect(getSession().policyId).toBe('P1');
    expect(fetched).toEqual([
      '/plexus/employmentPensionInfoQuery',
      '/plexus/personalPensionAgeQuery/P1',
    ]);

    // The user-rights modal reads what is cached and fetches nothing more.
    const known = renderHook(() => useKnownPermissionFlags(), { wrapper: wrapperWith(cache) });
    expect(known.result.current.allowVisitStopWorkPage).toBe(false);
    expect(known.result.current.hasDefinitivePensionAge).toBe(true);
    expect(known.result.current.hasActivePolicy).toBeUndefined();
    expect(fetched).toHaveLength(2);
  });

  it('makes a flag false when a query it needs fails', async () => {
    updateSession({ policyId: 'P1' });
    const { result } = renderHook(() => usePermissions(['hasExtraDepositAgreement']), {
      wrapper: wrapperWith(new Map()),
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.flags.hasExtraDepositAgreement).toBe(false);
  });
});

describe('usePolicyStatus', () => {
  it('stores the access-denied code of a denied policy in the session', async () => {
    const { result } = renderHook(() => usePolicyStatus(), { wrapper: wrapperWith(new Map()) });
    await waitFor(() => expect(result.current).toEqual({ code: 'RET', loading: false }));
    await waitFor(() => expect(getSession().policyOrPackageDeniedErrorCode).toBe('RET'));
  });
});
