// The body contract of every write (stub/api/README.md, "Write bodies"): for each write a body
// that fits is accepted; each required field left out answers 400 naming that field with REQUIRED;
// each field rule answers 400 naming the field with its code. And every write route the API has is
// guarded by a body schema that the README describes.
import { readFileSync } from 'node:fs';
import type { FieldErrorCode } from './field-error-codes';
import { COLLECT_PATH } from './analytics';
import { registeredBodies } from './bodies/on-write';
import { json, makeApi } from './testing/harness';

const { app, call, reset } = makeApi();

beforeEach(async () => {
  await reset();
});

const policyId = '2100458712';
const pdf = { name: 'convenant.pdf', size: 3, type: 'application/pdf', content: 'YWJj' };

/** A copy of `body` with the field at `path` (dot path, indices as numbers) set, or left out. */
function withField(body: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() as string;
  let parent: Record<string, unknown> = copy;
  for (const key of keys) parent = parent[key] as Record<string, unknown>;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** One field rule: a change to the valid body, the field it is refused on and the code. */
type RuleCase = [what: string, path: string, value: unknown, field: string, code: FieldErrorCode];

/** One write's contract in examples. */
interface WriteCase {
  /** Method and path as the portal sends it. */
  write: string;
  /** Persona that sends it (default member-active). */
  persona?: string;
  /** A body that fits. */
  valid: unknown;
  /** Fields whose absence answers REQUIRED on that field. */
  required: string[];
  /** Field rules. */
  rules: RuleCase[];
}

const split = {
  portfolioCollection: [
    {
      portfolioUid: 'PF-458712-01',
      targetSplitCollection: [
        { fundId: 'F1001', targetPct: 60 },
        { fundId: 'F1006', targetPct: 40 },
      ],
    },
  ],
};

const newPartner = {
  basicPersonInfo: {
    centralRegistration: '12345672',
    initials: 'A.',
    namePrefix: 'van',
    lastName: 'Dijk',
    dateOfBirth: '1985-03-02',
    gender: 'F',
  },
  relationType: { code: 'c' },
  relationStartDate: '2026-01-01',
};

const divorce = {
  policyId,
  divorceType: 'DIVORCE',
  divorceDate: '2026-06-15',
  agreementsMade: true,
  divisionType: 'STANDARD',
  exPartner: {
    lastName: 'Anna de Jong',
    dateOfBirth: '1980-03-12',
    centralRegistration: '111222333',
  },
  documents: [pdf],
};

const cases: WriteCase[] = [
  {
    write: 'POST /Plexus/personalPensionAgeCommand',
    valid: {
      policyId,
      personalPensionAgeType: 'specific',
      personalPensionAge: { year: 66, month: 6 },
    },
    required: [
      'policyId',
      'personalPensionAgeType',
      'personalPensionAge',
      'personalPensionAge.year',
      'personalPensionAge.month',
    ],
    rules: [
      ['a policy of someone else', 'policyId', '2100464458', 'policyId', 'INVALID_VALUE'],
      [
        'an unknown type',
        'personalPensionAgeType',
        { code: 'early' },
        'personalPensionAgeType',
        'INVALID_VALUE',
      ],
      ['month 12', 'personalPensionAge.month', 12, 'personalPensionAge.month', 'INVALID_VALUE'],
      [
        '60 years (over 5 before the state age)',
        'personalPensionAge.year',
        60,
        'personalPensionAge',
        'DATE_OUT_OF_RANGE',
      ],
    ],
  },
  {
    write: `PUT /plexus/policies/${policyId}/portfolio-investment-profiles`,
    valid: { investmentProfile: 'FreeInvestment', targetSplitPortfoliosCommand: split },
    required: [
      'investmentProfile',
      'targetSplitPortfoliosCommand',
      'targetSplitPortfoliosCommand.portfolioCollection',
      'targetSplitPortfoliosCommand.portfolioCollection.0.portfolioUid',
      'targetSplitPortfoliosCommand.portfolioCollection.0.targetSplitCollection',
      'targetSplitPortfoliosCommand.portfolioCollection.0.targetSplitCollection.0.fundId',
      'targetSplitPortfoliosCommand.portfolioCollection.0.targetSplitCollection.0.targetPct',
    ],
    rules: [
      [
        'an unknown profile',
        'investmentProfile',
        'Aggressive',
        'investmentProfile',
        'INVALID_VALUE',
      ],
      [
        'no portfolio',
        'targetSplitPortfoliosCommand.portfolioCollection',
        [],
        'targetSplitPortfoliosCommand.portfolioCollection',
        'REQUIRED',
      ],
      [
        'a split of 90',
        'targetSplitPortfoliosCommand.portfolioCollection.0.targetSplitCollection.1.targetPct',
        30,
        'targetSplitPortfoliosCommand.portfolioCollection.0.targetSplitCollection',
        'INVALID_VALUE',
      ],
      [
        'a percentage over 100',
        'targetSplitPortfoliosCommand.portfolioCollection.0.targetSplitCollection.0.targetPct',
        160,
        'targetSplitPortfoliosCommand.portfolioCollection.0.targetSplitCollection.0.targetPct',
        'INVALID_VALUE',
      ],
      [
        'a portfolio of another policy',
        'targetSplitPortfoliosCommand.portfolioCollection.0.portfolioUid',
        'PF-1',
        'targetSplitPortfoliosCommand.portfolioCollection.0.portfolioUid',
        'INVALID_VALUE',
      ],
      [
        'a fund not allowed',
        'targetSplitPortfoliosCommand.portfolioCollection.0.targetSplitCollection.0.fundId',
        'F9999',
        'targetSplitPortfoliosCommand.portfolioCollection.0.targetSplitCollection.0.fundId',
        'INVALID_VALUE',
      ],
    ],
  },
  {
    write: `PUT /plexus/changeTargetSplitPortfolios/${policyId}`,
    valid: split,
    required: [
      'portfolioCollection',
      'portfolioCollection.0.portfolioUid',
      'portfolioCollection.0.targetSplitCollection',
      'portfolioCollection.0.targetSplitCollection.0.fundId',
      'portfolioCollection.0.targetSplitCollection.0.targetPct',
    ],
    rules: [
      [
        'no funds',
        'portfolioCollection.0.targetSplitCollection',
        [],
        'portfolioCollection.0.targetSplitCollection',
        'REQUIRED',
      ],
      [
        'a split of 110',
        'portfolioCollection.0.targetSplitCollection.0.targetPct',
        70,
        'portfolioCollection.0.targetSplitCollection',
        'INVALID_VALUE',
      ],
      [
        'a text percentage',
        'portfolioCollection.0.targetSplitCollection.0.targetPct',
        '60',
        'portfolioCollection.0.targetSplitCollection.0.targetPct',
        'INVALID_VALUE',
      ],
    ],
  },
  {
    write: 'POST /plexus/CoverChangeEventCommand',
    valid: {
      policyId,
      coverChangeCollection: [{ coverCode: 'ANW_VOL', isSelected: true, insuredAmount: 20000 }],
      startDate: '2026-12-01',
      healthDeclaration: { fullyFit: true, illLongerThanFourWeeksInPastTwoYears: false },
    },
    required: [
      'policyId',
      'coverChangeCollection',
      'coverChangeCollection.0.coverCode',
      'coverChangeCollection.0.isSelected',
      'healthDeclaration.fullyFit',
      'healthDeclaration.illLongerThanFourWeeksInPastTwoYears',
    ],
    rules: [
      ['no changes', 'coverChangeCollection', [], 'coverChangeCollection', 'REQUIRED'],
      [
        'a health answer as text',
        'healthDeclaration.fullyFit',
        'ja',
        'healthDeclaration.fullyFit',
        'INVALID_VALUE',
      ],
      [
        'isSelected as text',
        'coverChangeCollection.0.isSelected',
        'yes',
        'coverChangeCollection.0.isSelected',
        'INVALID_VALUE',
      ],
      [
        'a negative amount',
        'coverChangeCollection.0.insuredAmount',
        -1,
        'coverChangeCollection.0.insuredAmount',
        'INVALID_VALUE',
      ],
      ['a day-first date', 'startDate', '01-12-2026', 'startDate', 'INVALID_DATE'],
      [
        'a cover the agreement lacks',
        'coverChangeCollection.0.coverCode',
        'XYZ',
        'coverChangeCollection.0',
        'INVALID_VALUE',
      ],
    ],
  },
  {
    write: 'POST /plexus/dailySinglePremiumEventCommand',
    valid: {
      policyId,
      amount: 100,
      schemeType: 'net',
      frequency: 'monthly',
      startDate: '2026-12-01',
    },
    required: ['policyId', 'amount'],
    rules: [
      ['amount 0', 'amount', 0, 'amount', 'INVALID_VALUE'],
      ['amount as text', 'amount', '100', 'amount', 'INVALID_VALUE'],
      ['an unknown scheme type', 'schemeType', 'both', 'schemeType', 'INVALID_VALUE'],
      ['an unknown frequency', 'frequency', 'weekly', 'frequency', 'INVALID_VALUE'],
      ['an impossible date', 'startDate', '2026-02-30', 'startDate', 'INVALID_DATE'],
      ["more than this year's room", 'amount', 50000, 'amount', 'INVALID_VALUE'],
    ],
  },
  {
    write: 'POST /plexus/updatePersonCommand',
    valid: {
      personId: '20045871',
      contactDetails: {
        emailAddress: 'jan@nieuw.example.nl',
        communicationLanguagePreference: { code: 'en' },
      },
    },
    required: ['personId', 'contactDetails', 'contactDetails.communicationLanguagePreference.code'],
    rules: [
      ['someone else', 'personId', '20046040', 'personId', 'INVALID_VALUE'],
      [
        'an e-mail without top-level domain',
        'contactDetails.emailAddress',
        'jan@example',
        'contactDetails.emailAddress',
        'INVALID_EMAIL',
      ],
      [
        'a language other than nl or en',
        'contactDetails.communicationLanguagePreference.code',
        'de',
        'contactDetails.communicationLanguagePreference.code',
        'INVALID_VALUE',
      ],
      [
        'an unknown marital status',
        'maritalStatus',
        { code: 'Z' },
        'maritalStatus',
        'INVALID_VALUE',
      ],
    ],
  },
  {
    write: 'POST /plexus/updatePersonCommand',
    persona: 'member-english',
    valid: { personId: '20046040', maritalStatus: { code: 'c' }, partnerDetailsInfo: newPartner },
    required: [
      'partnerDetailsInfo.basicPersonInfo',
      'partnerDetailsInfo.basicPersonInfo.centralRegistration',
      'partnerDetailsInfo.basicPersonInfo.initials',
      'partnerDetailsInfo.basicPersonInfo.lastName',
      'partnerDetailsInfo.basicPersonInfo.dateOfBirth',
      'partnerDetailsInfo.basicPersonInfo.gender',
      'partnerDetailsInfo.relationType',
      'partnerDetailsInfo.relationStartDate',
    ],
    rules: [
      [
        'a BSN failing the eleven-test',
        'partnerDetailsInfo.basicPersonInfo.centralRegistration',
        '123456789',
        'partnerDetailsInfo.basicPersonInfo.centralRegistration',
        'INVALID_BSN',
      ],
      [
        'all zeros',
        'partnerDetailsInfo.basicPersonInfo.centralRegistration',
        '000000000',
        'partnerDetailsInfo.basicPersonInfo.centralRegistration',
        'INVALID_BSN',
      ],
      [
        'the member’s own BSN',
        'partnerDetailsInfo.basicPersonInfo.centralRegistration',
        '802452735',
        'partnerDetailsInfo.basicPersonInfo.centralRegistration',
        'SAME_BSN',
      ],
      [
        'a name with two spaces',
        'partnerDetailsInfo.basicPersonInfo.lastName',
        'van  Dijk',
        'partnerDetailsInfo.basicPersonInfo.lastName',
        'INVALID_NAME',
      ],
      [
        'a prefix with a dot',
        'partnerDetailsInfo.basicPersonInfo.namePrefix',
        'v.d.',
        'partnerDetailsInfo.basicPersonInfo.namePrefix',
        'INVALID_NAME',
      ],
      [
        'an impossible birth date',
        'partnerDetailsInfo.basicPersonInfo.dateOfBirth',
        '1985-02-29',
        'partnerDetailsInfo.basicPersonInfo.dateOfBirth',
        'INVALID_DATE',
      ],
      [
        'a gender not offered',
        'partnerDetailsInfo.basicPersonInfo.gender',
        'X',
        'partnerDetailsInfo.basicPersonInfo.gender',
        'INVALID_VALUE',
      ],
      [
        'a relation before the partner was born',
        'partnerDetailsInfo.relationStartDate',
        '1980-01-01',
        'partnerDetailsInfo.relationStartDate',
        'DATE_OUT_OF_RANGE',
      ],
    ],
  },
  {
    write: 'POST /plexus/updatePersonCommand',
    valid: {
      personId: '20045871',
      addressDetails: {
        street: 'Lange Voorhout',
        houseNumber: '9',
        postalCode: '2514 ea',
        city: 'Den Haag',
        countryCode: 'NL',
      },
      relocation: { movingDate: '2027-01-15', employedByEmployer: true },
    },
    required: [
      'addressDetails.street',
      'addressDetails.houseNumber',
      'addressDetails.postalCode',
      'addressDetails.city',
      'addressDetails.countryCode',
    ],
    rules: [
      [
        'a postcode without letters',
        'addressDetails.postalCode',
        '2514',
        'addressDetails.postalCode',
        'INVALID_POSTCODE',
      ],
      [
        'house number 0',
        'addressDetails.houseNumber',
        '0',
        'addressDetails.houseNumber',
        'INVALID_VALUE',
      ],
      [
        'a country name',
        'addressDetails.countryCode',
        'Nederland',
        'addressDetails.countryCode',
        'INVALID_VALUE',
      ],
      [
        'a day-first moving date',
        'relocation.movingDate',
        '15-01-2027',
        'relocation.movingDate',
        'INVALID_DATE',
      ],
    ],
  },
  {
    write: 'POST /plexus/updatePersonCommand',
    valid: {
      personId: '20045871',
      maritalStatus: { code: 'F' },
      relationEndDate: '2026-10-01',
      relationEndReason: 'divorce',
    },
    required: ['relationEndDate', 'relationEndReason'],
    rules: [
      [
        'a reason of another relation type',
        'relationEndReason',
        'cohabitationEnded',
        'relationEndReason',
        'INVALID_VALUE',
      ],
      [
        'an end before the relation started',
        'relationEndDate',
        '2009-12-31',
        'relationEndDate',
        'DATE_OUT_OF_RANGE',
      ],
      [
        'a new partner from before that end',
        'partnerDetailsInfo',
        { ...newPartner, relationStartDate: '2026-03-01' },
        'partnerDetailsInfo.relationStartDate',
        'DATE_OUT_OF_RANGE',
      ],
    ],
  },
  {
    write: 'POST /plexus/startCoverChangeWorkflowCommand',
    valid: { policyId, workflowType: 'ACCRUAL', returnType: 'Fixed', startDate: '2026-12-01' },
    required: ['policyId', 'workflowType'],
    rules: [
      ['an unknown return type', 'returnType', 'Sometimes', 'returnType', 'INVALID_VALUE'],
      ['a date in words', 'startDate', 'soon', 'startDate', 'INVALID_DATE'],
    ],
  },
  {
    write: 'POST /plexus/startDivorceWorkFlowCommand',
    valid: divorce,
    required: [
      'policyId',
      'divorceDate',
      'agreementsMade',
      'divisionType',
      'exPartner',
      'exPartner.lastName',
      'exPartner.dateOfBirth',
      'exPartner.centralRegistration',
      'documents',
    ],
    rules: [
      ['an unknown type', 'divorceType', 'HOLIDAY', 'divorceType', 'INVALID_VALUE'],
      ['a divorce in the future', 'divorceDate', '2099-01-01', 'divorceDate', 'DATE_OUT_OF_RANGE'],
      ['an impossible divorce date', 'divorceDate', '2026-02-30', 'divorceDate', 'INVALID_DATE'],
      ['agreements as text', 'agreementsMade', 'yes', 'agreementsMade', 'INVALID_VALUE'],
      ['an unknown division', 'divisionType', 'HALF', 'divisionType', 'INVALID_VALUE'],
      [
        'an ex-partner BSN failing the eleven-test',
        'exPartner.centralRegistration',
        '123456789',
        'exPartner.centralRegistration',
        'INVALID_BSN',
      ],
      [
        'the member’s own BSN',
        'exPartner.centralRegistration',
        '870110378',
        'exPartner.centralRegistration',
        'SAME_BSN',
      ],
      [
        'a name with a digit sign',
        'exPartner.lastName',
        'de Jong #2',
        'exPartner.lastName',
        'INVALID_NAME',
      ],
      [
        'an ex-partner born after the divorce',
        'exPartner.dateOfBirth',
        '2026-07-01',
        'exPartner.dateOfBirth',
        'DATE_OUT_OF_RANGE',
      ],
      ['no documents', 'documents', [], 'documents', 'REQUIRED'],
      [
        'a gif',
        'documents',
        [pdf, { ...pdf, name: 'foto.gif', type: 'image/gif' }],
        'documents.1',
        'FILE_TYPE',
      ],
      [
        'a pdf named .docx',
        'documents',
        [{ ...pdf, name: 'brief.docx' }],
        'documents.0',
        'FILE_TYPE',
      ],
      [
        'the same name twice',
        'documents',
        [pdf, { ...pdf, name: 'Convenant.PDF' }],
        'documents.1',
        'FILE_DUPLICATE',
      ],
      [
        '10 MB together',
        'documents',
        [pdf, { ...pdf, name: 'b.pdf', size: 10 * 1024 * 1024 - 3 }],
        'documents',
        'FILE_SIZE',
      ],
      [
        'content that is not base64',
        'documents',
        [{ ...pdf, content: 'not base64!' }],
        'documents.0.content',
        'INVALID_VALUE',
      ],
      ['documents without agreements', 'agreementsMade', false, 'documents', 'INVALID_VALUE'],
    ],
  },
  {
    write: 'POST /plexus/startDivorceWorkFlowCommand',
    persona: 'member-free-investment',
    valid: { ...divorce, policyId: '2100493157' },
    required: [],
    rules: [
      [
        'the member’s own BSN in 8 digits',
        'exPartner.centralRegistration',
        '31415921',
        'exPartner.centralRegistration',
        'SAME_BSN',
      ],
    ],
  },
  {
    write: 'POST /plexus/startValueTransferInWorkflowCommand',
    valid: {
      DTYPE: 'ValueTransferApproval',
      externalReference: 'PFZW-7781234',
      pensionProviderName: { name: 'PFZW', location: 'Zeist' },
      policyId,
    },
    required: ['policyId', 'pensionProviderName', 'pensionProviderName.name', 'externalReference'],
    rules: [
      ['an unknown DTYPE', 'DTYPE', 'ValueTransferOut', 'DTYPE', 'INVALID_VALUE'],
      ['a number as provider', 'pensionProviderName', 5, 'pensionProviderName', 'INVALID_VALUE'],
      [
        'a blank provider name',
        'pensionProviderName.name',
        '  ',
        'pensionProviderName.name',
        'REQUIRED',
      ],
      ['a blank reference', 'externalReference', ' ', 'externalReference', 'REQUIRED'],
      [
        'a document of another type',
        'documents',
        [{ ...pdf, name: 'a.doc', type: 'application/msword' }],
        'documents.0',
        'FILE_TYPE',
      ],
    ],
  },
  {
    write: 'POST /plexus/contactFormCommand',
    valid: {
      policyId,
      subject: 'returnForm',
      message: 'Hierbij het formulier.',
      emailAddress: 'jan@example.nl',
      attachments: [{ ...pdf, name: 'formulier.pdf' }],
    },
    required: ['policyId', 'subject', 'message', 'emailAddress', 'attachments'],
    rules: [
      ['an unknown subject', 'subject', 'weather', 'subject', 'INVALID_VALUE'],
      ['a blank message', 'message', '   ', 'message', 'REQUIRED'],
      ['2001 characters', 'message', 'a'.repeat(2001), 'message', 'INVALID_VALUE'],
      [
        'a top-level domain of 5 letters',
        'emailAddress',
        'jan@example.hotel',
        'emailAddress',
        'INVALID_EMAIL',
      ],
      ['no file to return', 'attachments', [], 'attachments', 'REQUIRED'],
      [
        'a Word file',
        'attachments',
        [{ ...pdf, name: 'brief.docx', type: 'application/msword' }],
        'attachments.0',
        'FILE_TYPE',
      ],
      ['two equal names', 'attachments', [pdf, { ...pdf }], 'attachments.1', 'FILE_DUPLICATE'],
      ['10 MB', 'attachments', [{ ...pdf, size: 10 * 1024 * 1024 }], 'attachments', 'FILE_SIZE'],
    ],
  },
  {
    write: `POST /plexus/createPolicyQuoteDraftCommand/${policyId}`,
    // What CoverChangeEventCommand carries, as a draft.
    valid: {
      policyId,
      coverChangeCollection: [{ coverCode: 'ANW_VOL', isSelected: true, insuredAmount: 20000 }],
      startDate: '2026-12-01',
      healthDeclaration: { fullyFit: true, illLongerThanFourWeeksInPastTwoYears: false },
    },
    required: [
      'coverChangeCollection',
      'coverChangeCollection.0.coverCode',
      'coverChangeCollection.0.isSelected',
      'healthDeclaration.fullyFit',
      'healthDeclaration.illLongerThanFourWeeksInPastTwoYears',
    ],
    rules: [
      ['a number as quote type', 'quoteType', 5, 'quoteType', 'INVALID_VALUE'],
      ['a day-first date', 'startDate', '01-12-2026', 'startDate', 'INVALID_DATE'],
      [
        'a health answer as text',
        'healthDeclaration.fullyFit',
        'ja',
        'healthDeclaration.fullyFit',
        'INVALID_VALUE',
      ],
    ],
  },
  {
    write: `POST /plexus/cancelPolicyQuoteCommand/${policyId}`,
    valid: {},
    required: [],
    rules: [],
  },
  {
    write: 'POST /ParticipantPermission/create',
    persona: 'member-wtp',
    valid: { to: '7300518', relatesTo: '4100123' },
    required: ['to', 'relatesTo'],
    rules: [['an employer of someone else', 'relatesTo', '4100999', 'relatesTo', 'INVALID_VALUE']],
  },
  {
    write: 'POST /plexus/asrUcmScenarioBasedCalculateProjectionsQuery',
    valid: {
      policyId,
      personalPensionAge: { year: 69, month: 0 },
      extraDeposit: { amount: 1000, frequency: 'yearly' },
      investmentProfile: 'Offensive',
    },
    required: ['policyId', 'personalPensionAge.year', 'extraDeposit.amount'],
    rules: [
      [
        'an unknown frequency',
        'extraDeposit.frequency',
        'weekly',
        'extraDeposit.frequency',
        'INVALID_VALUE',
      ],
      [
        'an unknown profile',
        'investmentProfile',
        { code: 'Bold' },
        'investmentProfile',
        'INVALID_VALUE',
      ],
    ],
  },
  {
    write: 'POST /plexus/calculatePremiumProjections',
    valid: { policyId, coverChangeCollection: [{ coverCode: 'ANW_VOL', insuredAmount: 24000 }] },
    required: ['policyId', 'coverChangeCollection.0.coverCode'],
    rules: [
      [
        'a negative amount',
        'coverChangeCollection.0.insuredAmount',
        -5,
        'coverChangeCollection.0.insuredAmount',
        'INVALID_VALUE',
      ],
      [
        'a cover the agreement lacks',
        'coverChangeCollection.0.coverCode',
        'NOPE',
        'coverChangeCollection.0.coverCode',
        'INVALID_VALUE',
      ],
    ],
  },
  {
    write: `POST /Reports/pensionsummary/extraDeposit/${policyId}`,
    valid: {
      policyId,
      amount: 2500,
      schemeType: 'gross',
      frequency: 'once',
      startDate: '2026-11-21',
      yearlyAmount: 2500,
    },
    required: ['policyId', 'amount', 'schemeType', 'frequency'],
    rules: [['an impossible start', 'startDate', '2026-11-31', 'startDate', 'INVALID_DATE']],
  },
  {
    write: `POST /reports/pensionsummary/personalPensionAge/${policyId}`,
    valid: {
      policyId,
      personalPensionAgeType: 'specific',
      personalPensionAge: { year: 65, month: 6 },
      personalPensionDate: '2046-11-01',
      previousPersonalPensionAge: { year: 68, month: 0 },
    },
    required: ['policyId', 'personalPensionAgeType', 'personalPensionAge'],
    rules: [
      ['month 12', 'personalPensionAge.month', 12, 'personalPensionAge.month', 'INVALID_VALUE'],
    ],
  },
  {
    write: `POST /reports/pensionsummary/changeInvestmentChoice/${policyId}`,
    valid: {
      policyId,
      previousInvestmentProfile: 'Neutral',
      investmentProfile: 'FreeInvestment',
      targetSplitCollection: [{ fundId: 'F1003', targetPct: 100 }],
    },
    required: ['policyId', 'investmentProfile'],
    rules: [
      ['an unknown profile', 'investmentProfile', 'Bold', 'investmentProfile', 'INVALID_VALUE'],
    ],
  },
  {
    write: `POST /Reports/requestsummary/valueTransfer/${policyId}`,
    valid: { previousEmployer: { name: 'Bouwbedrijf De Vries', location: 'Utrecht' } },
    required: [],
    rules: [],
  },
];

/** Sends `body` as the case's write. */
const send = ({ write, persona = 'member-active' }: WriteCase, body: unknown) => {
  const [method, path] = write.split(' ') as [string, string];
  return call(persona, method, path, { body });
};

/** The 400's refusal of `field`, after checking the answer's shape. */
async function refusalOf(response: Response, field: string) {
  expect(response.status).toBe(400);
  const answer = await json(response);
  expect(answer).toMatchObject({ message: expect.any(String), code: 'VALIDATION' });
  expect(answer.errors.length).toBeGreaterThan(0);
  return (answer.errors as { field?: string; code: string; message: string }[]).find(
    (error) => error.field === field,
  );
}

describe.each(cases)('$write', (write) => {
  it('accepts a body that fits', async () => {
    const response = await send(write, write.valid);
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('accepts unknown extra fields', async () => {
    const response = await send(write, withField(write.valid, 'addedLater', { any: 'thing' }));
    expect(response.status).toBe(200);
  });

  it.each(write.required)('without %s: 400 REQUIRED on that field', async (field) => {
    const refused = await refusalOf(
      await send(write, withField(write.valid, field, undefined)),
      field,
    );
    expect(refused).toMatchObject({ code: 'REQUIRED', message: expect.any(String) });
  });

  it.each(write.rules)('%s: 400 on %s', async (_what, path, value, field, code) => {
    const refused = await refusalOf(await send(write, withField(write.valid, path, value)), field);
    expect(refused?.code).toBe(code);
  });
});

describe('the investment-profile PUT (spec section 7: the profile plus a targetSplitPortfoliosCommand)', () => {
  it.each(['Neutral', 'Offensive', 'Defensive', 'FreeInvestment'])(
    'refuses %s without targetSplitPortfoliosCommand, naming it',
    async (investmentProfile) => {
      const response = await call(
        'member-active',
        'PUT',
        `/plexus/policies/${policyId}/portfolio-investment-profiles`,
        { body: { investmentProfile } },
      );
      expect(await refusalOf(response, 'targetSplitPortfoliosCommand')).toEqual({
        field: 'targetSplitPortfoliosCommand',
        code: 'REQUIRED',
        message: 'targetSplitPortfoliosCommand is required',
      });
    },
  );
});

describe('refusals', () => {
  it('say "No valid BSN number" on top for a BSN, as spec sections 5 and 8 do', async () => {
    const response = await call('member-english', 'POST', '/plexus/updatePersonCommand', {
      body: {
        personId: '20046040',
        partnerDetailsInfo: withField(
          newPartner,
          'basicPersonInfo.centralRegistration',
          '123456789',
        ),
      },
    });
    expect(await json(response)).toEqual({
      message: 'No valid BSN number',
      code: 'VALIDATION',
      errors: [
        {
          field: 'partnerDetailsInfo.basicPersonInfo.centralRegistration',
          code: 'INVALID_BSN',
          message: 'No valid BSN number',
        },
      ],
    });
  });

  it('name every refused field at once', async () => {
    const response = await call('member-active', 'POST', '/plexus/contactFormCommand', {
      body: { policyId, subject: 'weather', emailAddress: 'nope' },
    });
    expect((await json(response)).errors).toEqual([
      {
        field: 'subject',
        code: 'INVALID_VALUE',
        message: expect.stringContaining('subject must be one of'),
      },
      { field: 'message', code: 'REQUIRED', message: 'message is required' },
      {
        field: 'emailAddress',
        code: 'INVALID_EMAIL',
        message: 'emailAddress is not a valid e-mail address',
      },
    ]);
  });

  it('refuse a body that is not an object without a field', async () => {
    const response = await call('member-active', 'POST', '/plexus/contactFormCommand', {
      body: [1],
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual([
      { code: 'INVALID_VALUE', message: expect.stringContaining('body must be') },
    ]);
  });

  it('keep a padded BSN: the partner is registered with 9 digits', async () => {
    const response = await call('member-english', 'POST', '/plexus/updatePersonCommand', {
      body: { personId: '20046040', partnerDetailsInfo: newPartner },
    });
    expect(response.status).toBe(200);
    const person = await json(await call('member-english', 'GET', '/plexus/personDetailsQuery'));
    expect(person.partnerDetailsInfo.basicPersonInfo.centralRegistration).toBe('012345672');
  });
});

describe('the contract', () => {
  const routes = app.routes
    .filter(
      (route) =>
        (route.method === 'POST' || route.method === 'PUT') &&
        !route.path.startsWith('/__stub') &&
        // The tag service's stand-in, not the back end: analytics.ts checks its own batch.
        route.path !== COLLECT_PATH,
    )
    .map((route) => `${route.method} ${route.path}`);
  const guarded = registeredBodies(app).map((spec) => `${spec.method} ${spec.path}`);
  const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
  /** `### \`POST /Plexus/x/{id}\`` headings, as routes: lower case, `{…}` → `:id`. */
  const described = [...readme.matchAll(/^### `(POST|PUT) ([^`]+)`/gm)].map(
    ([, method, path]) =>
      `${method} ${(path ?? '').toLowerCase().replace(/\{([^}]+)\}/g, (_, name: string) => `:${name}`)}`,
  );

  it('guards every write route of the API with a body schema', () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.filter((route) => !guarded.includes(route))).toEqual([]);
  });

  it('describes every guarded write in stub/api/README.md', () => {
    expect(guarded.filter((route) => !described.includes(route))).toEqual([]);
  });

  it('has an example body per write here', () => {
    const tried = cases.map(({ write }) => write.toLowerCase());
    /** The route as a pattern: each `:name` matches one path segment. */
    const pattern = (route: string) =>
      new RegExp(`^${route.toLowerCase().replace(/:[a-z]+/g, '[^/]+')}$`);
    const untried = guarded.filter(
      (route) =>
        route !== 'POST /plexus/acceptpolicyquotecommand/:id' &&
        !tried.some((write) => pattern(route).test(write)),
    );
    expect(untried).toEqual([]);
  });
});
