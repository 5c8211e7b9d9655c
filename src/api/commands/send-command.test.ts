// @vitest-environment jsdom
import type { MockInstance } from 'vitest';
import { getSession, updateSession } from '../../session/session';
import { resetSessionForTest } from '../../session/test-support';
import { ApiError, ReadOnlyRefusedError } from '../api-error';
import type { HttpClient, HttpRequest } from '../http-client';
import {
  commandOfRequest,
  commandRegistry,
  fillPath,
  isCommandFor,
  pathParams,
} from './command-registry';
import { sendCommand, type SendCommandDeps } from './send-command';

const signedIn = {
  cfData: { accessToken: 't', tokenType: 'Bearer', expiresAt: Date.now() + 3_600_000 },
};

function deps(answer: () => Promise<unknown> = () => Promise.resolve({ ok: true })) {
  const requests: HttpRequest[] = [];
  const client = ((request: HttpRequest) => {
    requests.push(request);
    return answer();
  }) as HttpClient;
  const value: SendCommandDeps = {
    client,
    getSession,
    updateSession,
    invalidate: vi.fn(() => Promise.resolve()),
  };
  return { deps: value, requests };
}

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  resetSessionForTest();
  updateSession(signedIn);
  fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(() => Promise.resolve(Response.json({})));
});
afterEach(() => fetchSpy.mockRestore());

test.each(['AdvisorOneWelcome', 'AAD'] as const)(
  'a read-only (%s) session is refused before any request',
  async (authMethod) => {
    updateSession({ authMethod, impersonation: { personId: '1' } });
    await expect(
      sendCommand('personalPensionAgeCommand', {}, { policyId: 'P', personalPensionAge: 67 }),
    ).rejects.toBeInstanceOf(ReadOnlyRefusedError);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(getSession().showReadOnlyPermissionModal).toBe(true);
  },
);

test('a member sends method, path and JSON body; outdated queries are dropped', async () => {
  const { deps: d, requests } = deps();
  await sendCommand('portfolioInvestmentProfiles', { policyId: 'P 1' }, { profile: 'Neutral' }, d);
  expect(requests).toEqual([
    {
      method: 'PUT',
      path: '/plexus/policies/P%201/portfolio-investment-profiles',
      body: { profile: 'Neutral' },
      responseType: 'json',
    },
  ]);
  expect(d.invalidate).toHaveBeenCalledWith(['PolicyDetails', 'PolicyUnitLinkInfo']);
});

test('through the real client: bearer and JSON', async () => {
  await sendCommand('updatePersonCommand', {}, { email: 'a@b.nl' });
  const [url, init] = fetchSpy.mock.calls[0] ?? [];
  expect(url).toBe('/plexus/updatePersonCommand');
  expect(init).toMatchObject({ method: 'POST', body: '{"email":"a@b.nl"}' });
  expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer t');
});

test('calculations and PDF summaries are allowed read-only', async () => {
  updateSession({ authMethod: 'AAD' });
  const { deps: d, requests } = deps(() => Promise.resolve(new Blob(['%PDF'])));
  await sendCommand('extraDeposit', { id: 'P1' }, { x: 1 }, d);
  await sendCommand('calculatePremiumProjections', {}, {}, d);
  expect(requests.map((request) => request.path)).toEqual([
    '/Reports/pensionsummary/extraDeposit/P1',
    '/plexus/calculatePremiumProjections',
  ]);
  expect(requests[0]?.responseType).toBe('blob');
});

test("a failed PDF is 'Failed to generate PDF'", async () => {
  const error = new ApiError({ status: 500, body: {}, path: '/x', effect: { kind: 'none' } });
  const { deps: d } = deps(() => Promise.reject(error));
  await expect(sendCommand('personalPensionAge', { id: 'P' }, {}, d)).rejects.toThrow(
    'Failed to generate PDF',
  );
});

test('every write of spec section 7 is registered, plus the contact form and the filing of a summary document (section 7 names no call for them)', () => {
  const paths = Object.values(commandRegistry).map((command) => command.path);
  expect(paths.sort()).toEqual(
    [
      '/plexus/startValueTransferInWorkflowCommand',
      '/plexus/CoverChangeEventCommand',
      '/plexus/dailySinglePremiumEventCommand',
      '/plexus/cancelPolicyQuoteCommand/{id}',
      '/plexus/acceptPolicyQuoteCommand/{id}',
      '/plexus/createPolicyQuoteDraftCommand/{id}',
      '/plexus/policies/{policyId}/portfolio-investment-profiles',
      '/plexus/changeTargetSplitPortfolios/{id}',
      '/Plexus/personalPensionAgeCommand',
      '/plexus/asrUcmScenarioBasedCalculateProjectionsQuery',
      '/plexus/calculatePremiumProjections',
      '/plexus/updatePersonCommand',
      '/plexus/startCoverChangeWorkflowCommand',
      '/plexus/startDivorceWorkFlowCommand',
      '/Reports/pensionsummary/extraDeposit/{id}',
      '/reports/pensionsummary/personalPensionAge/{id}',
      '/reports/pensionsummary/changeInvestmentChoice/{id}',
      '/ParticipantPermission/create',
      '/plexus/contactFormCommand',
      '/Reports/requestsummary/{kind}/{id}',
    ].sort(),
  );
});

test('a name the registry lacks is refused plainly, before any request', async () => {
  const { deps: d, requests } = deps();
  await expect(sendCommand('toString' as never, {}, {}, d)).rejects.toThrow(
    'Unknown command toString',
  );
  expect(requests).toEqual([]);
});

test('fills path parameters URI-encoded and refuses a missing one', () => {
  expect(pathParams('/a/{id}/b/{policyId}')).toEqual(['id', 'policyId']);
  expect(fillPath('/reports/{id}', { id: '21 00' })).toBe('/reports/21%2000');
  expect(() => fillPath('/reports/{id}', {})).toThrow(/needs parameter id/);
});

test('tells a flow which entries it may use as command, report or summary document', () => {
  expect(isCommandFor('personalPensionAgeCommand', 'command')).toBe(true);
  expect(isCommandFor('personalPensionAge', 'report')).toBe(true);
  expect(isCommandFor('personalPensionAge', 'command')).toBe(false);
  expect(isCommandFor('requestSummary', 'summaryDocument')).toBe(true);
  expect(isCommandFor('toString', 'command')).toBe(false);
});

test('finds the entry a sent request belongs to', () => {
  expect(commandOfRequest('PUT', '/plexus/policies/P%201/portfolio-investment-profiles')).toBe(
    'portfolioInvestmentProfiles',
  );
  expect(commandOfRequest('POST', '/Reports/requestsummary/valueTransfer/P1')).toBe(
    'requestSummary',
  );
  expect(commandOfRequest('POST', '/plexus/policies/P1/portfolio-investment-profiles')).toBe(
    undefined,
  );
  expect(commandOfRequest('POST', '/plexus/updatePersonCommand/extra')).toBe(undefined);
});
