// Answers of a typical member for page tests, taken from the stub's base persona so tests and the
// stub back end show the same person (J. de Vries, active WNP policy, partner, two children).
import base from '../../../stub/personas/base-member.json';
import type { Answer } from './render-page';
import { POLICY } from './render-page';

const pension = base.pensions[0]!;

/** The message list as the back end answers it (no bodies). */
export const messageList = pension.messages.map(({ body: _body, ...summary }) => summary);

export const coverFrame = {
  coverFrameCollection: [
    {
      packageName: 'Basisregeling',
      schemeType: 'gross',
      coverType: { code: 'ANW_VOL', description: 'Vrijwillig Anw-hiaatpensioen' },
      selectability: 'SELECTABLE',
      defaultSelected: false,
      defaultValue: 19260,
      isSelected: false,
      insuredAmount: null,
      premium: null,
    },
  ],
};

/** Every query a page of the typical member asks, by url. */
export const memberAnswers: Record<string, Answer> = {
  '/plexus/employmentPensionInfoQuery': {
    employmentPensionInfoCollection: [
      {
        policyId: POLICY,
        employerName: pension.employerName,
        companyId: '4100123',
        startDate: pension.policy.startDate,
        lifePolicyStatus: pension.policy.lifePolicyStatus,
      },
    ],
  },
  '/plexus/personDetailsQuery': base.person,
  [`/plexus/policies/${POLICY}`]: pension.policy,
  [`/plexus/agreementDetailsQuery/${POLICY}`]: pension.agreement,
  [`/plexus/employmentQuery/${POLICY}`]: pension.employment,
  [`/plexus/franchiseDefinedContributionQuery/${POLICY}`]: pension.franchise,
  [`/plexus/policyUnitLinkInfoQuery/${POLICY}`]: pension.unitLink,
  [`/plexus/nlUcmCalculateProjectionsQuery/${POLICY}`]: pension.projections,
  [`/plexus/nlCalculatePolicyExtraSavingsQuery/${POLICY}`]: pension.extraSavings,
  [`/plexus/personalPensionAgeQuery/${POLICY}`]: pension.personalPensionAge,
  [`/plexus/coverChangeEventFrameQuery/${POLICY}`]: coverFrame,
  [`/Co2/co2Data/${POLICY}`]: pension.co2,
  '/plexus/globalParametersQuery': base.globalParameters,
  [`/messagebox/messages/${POLICY}`]: messageList,
  [`/PolicyDocuments/getPolicyDocuments/${POLICY}`]: pension.policyDocuments,
  [`/PolicyDocuments/getAgreementDocuments/${POLICY}`]: pension.agreementDocuments,
  '/lookup/asr?searchText=': pension.unitLink.allowedFundsCollection,
  '/settings?includeFeatureFlags=true': {
    environment: 'test',
    featureToggles: [
      { key: 'AllowDISPolicyStatus', isEnabled: false },
      { key: 'AccessForDivorced', isEnabled: false },
    ],
  },
  [`/plexus/getAdvisorDetails/${POLICY}`]: {
    companyDetailsItemCollection: [
      {
        companyId: '7300518',
        companyName: 'Van Dam Pensioenadvies',
        chamberOfCommerceNumber: '61234567',
        emailAddress: 'info@vandampensioenadvies.example',
        phoneNumber: '030-2345678',
        city: 'Utrecht',
      },
    ],
  },
  '/ParticipantPermission/list': [],
  '/ParticipantPermission/can-give-impersonation-permission?advisor=7300518&employer=4100123': true,
};

export { base, pension };
