import { initialSession } from '../../session/session-store';
import type { ClientSession } from '../../session/session-types';
import { queryKey, resolveParams } from './query-key';
import { queryRegistry, type QueryName } from './query-registry';

const session = (patch: Partial<ClientSession> = {}): ClientSession => ({
  ...initialSession(() => 'sid'),
  policyId: 'POL 1',
  cfData: { accessToken: 'token-A', tokenType: 'Bearer', expiresAt: Date.now() + 3_600_000 },
  ...patch,
});

/** Spec section 3 query names with their section 7 paths. */
const SPEC_PATHS: [QueryName, string][] = [
  ['AgreementDetails', '/plexus/agreementDetailsQuery/POL%201'],
  ['CalculatePolicyExtraSavings', '/plexus/nlCalculatePolicyExtraSavingsQuery/POL%201'],
  ['Co2', '/Co2/co2Data/POL%201'],
  ['Documents', '/PolicyDocuments/getPolicyDocuments/POL%201'],
  ['EmploymentDetails', '/plexus/employmentQuery/POL%201'],
  ['FranchiseDefinedContribution', '/plexus/franchiseDefinedContributionQuery/POL%201'],
  ['GlobalParameters', '/plexus/globalParametersQuery'],
  ['Messages', '/messagebox/messages/POL%201'],
  ['NlWtpInsuredPensionQuery', '/plexus/nlWtpInsuredPensionQuery/POL%201'],
  ['PersonalPensionAge', '/plexus/personalPensionAgeQuery/POL%201'],
  ['PersonDetails', '/plexus/personDetailsQuery'],
  ['PolicyDetails', '/plexus/policies/POL%201'],
  ['PolicyUnitLinkInfo', '/plexus/policyUnitLinkInfoQuery/POL%201'],
  ['ProjectionsQuery', '/plexus/nlUcmCalculateProjectionsQuery/POL%201'],
  ['Settings', '/settings?includeFeatureFlags=true'],
  ['AdvisorPermissions', '/ParticipantPermission/list'],
  ['AgreementDocuments', '/PolicyDocuments/getAgreementDocuments/POL%201'],
  ['PolicyDetailsQuote', '/plexus/policyDetailsQuoteQuery/POL%201'],
  ['AnwVoluntaryInfo', '/plexus/coverChangeEventFrameQuery/POL%201'],
  ['AllowedFunds', '/plexus/policyUnitLinkInfoQuery/POL%201'],
  ['PendingTrades', '/plexus/policyUnitLinkInfoQuery/POL%201'],
  ['AdvisorDetails', '/plexus/getAdvisorDetails/POL%201'],
];

test.each(SPEC_PATHS)('%s → %s (policy from the session)', (name, path) => {
  expect(queryKey(name, undefined, session())).toEqual([name, path]);
});

test('queries with explicit parameters', () => {
  expect(queryKey('Message', { id: 'm/1' }, session())).toEqual([
    'Message',
    '/messagebox/message/m%2F1',
  ]);
  expect(queryKey('Document', { id: 'd1' }, session())).toEqual([
    'Document',
    '/imageNow/document/d1',
  ]);
  expect(
    queryKey('EmployerImpersonationPermission', { advisor: 'A', employer: 'E' }, session()),
  ).toEqual([
    'EmployerImpersonationPermission',
    '/ParticipantPermission/can-give-impersonation-permission?advisor=A&employer=E',
  ]);
  expect(queryKey('FundVwdLinks', { searchText: 'ASR Mixfonds' }, session())).toEqual([
    'FundVwdLinks',
    '/lookup/asr?searchText=ASR+Mixfonds',
  ]);
  expect(
    queryKey(
      'AdvisorDetails',
      undefined,
      session({ impersonation: { personId: 'p', advisorId: 'A9' } }),
    ),
  ).toEqual(['AdvisorDetails', '/plexus/getAdvisorDetails/A9']);
});

test('the PensionInfo key includes the token (spec section 9)', () => {
  expect(queryKey('PensionInfo', undefined, session())).toEqual([
    'PensionInfo',
    '/plexus/employmentPensionInfoQuery',
    'token-A',
  ]);
  const other = session({ cfData: { accessToken: 'token-B', tokenType: 'Bearer', expiresAt: 1 } });
  expect(queryKey('PensionInfo', undefined, other)?.[2]).toBe('token-B');
});

test('a POST query keys on its body', () => {
  expect(queryKey('ScenarioProjections', { scenario: { age: 67 } }, session())).toEqual([
    'ScenarioProjections',
    '/plexus/asrUcmScenarioBasedCalculateProjectionsQuery',
    '{"age":67}',
  ]);
});

test('waits (null key) without the parameters it needs, null switches off', () => {
  expect(queryKey('PolicyDetails', undefined, session({ policyId: undefined }))).toBeNull();
  expect(queryKey('PolicyDetails', null, session())).toBeNull();
  expect(resolveParams('PolicyDetails', { policyId: 'X' }, session())).toEqual({ policyId: 'X' });
  expect(queryKey('Message', undefined, session())).toBeNull();
});

test('every spec name is in the registry; those without a §7 path say why', () => {
  const specNames = [
    'AdvisorDetails',
    'AdvisorPermissions',
    'AgreementDetails',
    'AnwVoluntaryInfo',
    'AllowedFunds',
    'CalculatePolicyExtraSavings',
    'Co2',
    'CordData',
    'Documents',
    'Document',
    'EmployerImpersonationPermission',
    'EmploymentDetails',
    'FranchiseDefinedContribution',
    'FundVwdLinks',
    'GlobalParameters',
    'InitiatePensionPlanner',
    'IntermediateScreen',
    'Messages',
    'Message',
    'NibudExpenses',
    'NlWtpInsuredPensionQuery',
    'OcktoDataSourcesAvailability',
    'PensionInfo',
    'PensionPlannerDashboard',
    'PersonalPensionAge',
    'PersonDetails',
    'PolicyDetails',
    'PolicyUnitLinkInfo',
    'ProjectionsQuery',
    'ScenarioProjections',
    'Settings',
  ];
  for (const name of specNames) expect(queryRegistry).toHaveProperty(name);
  const unavailable = Object.entries(queryRegistry).filter(([, entry]) => !entry.available);
  expect(unavailable.map(([name]) => name).sort()).toEqual([
    'CordData',
    'InitiatePensionPlanner',
    'IntermediateScreen',
    'NibudExpenses',
    'OcktoDataSourcesAvailability',
    'PensionPlannerDashboard',
  ]);
  expect(queryKey('CordData', undefined, session())).toEqual(['CordData', 'unavailable']);
});
