// TypeScript view of a resolved persona (persona.schema.json is the source of truth; the loader
// validates every file against it, so the API can trust these types).
import type { LoginKind } from '../auth/types';

/** A coded value: a code plus an optional Dutch description. */
export interface Coded<C extends string = string> {
  /** The code the portal branches on. */
  code: C;
  /** Human text, Dutch. */
  description?: string;
}

/** An age in years and months. */
export interface YearMonth {
  /** Whole years. */
  year: number;
  /** Months on top, 0 to 11. */
  month: number;
}

/** Person fields shared by member, partner and children. */
export interface BasicPersonInfo {
  /** Back-end person id. */
  personId: string;
  /** BSN (citizen service number), passes the eleven-test. */
  centralRegistration: string;
  /** yyyy-MM-dd. */
  dateOfBirth: string;
  /** E.g. `J.P.` */
  initials: string;
  /** Calling name. */
  firstName?: string;
  /** Tussenvoegsel, empty when none. */
  namePrefix: string;
  /** Family name. */
  lastName: string;
  /** M, F, U or NS. */
  gender: 'M' | 'F' | 'U' | 'NS';
}

/** Answer of `personDetailsQuery`. */
export interface PersonDetails {
  /** The member. */
  personDetailsInfo: {
    /** Identity. */
    basicPersonInfo: BasicPersonInfo;
    /** Marital status code. */
    maritalStatus?: Coded;
    /** E-mail, phone, language, channel. */
    contactDetails: {
      /** E-mail address. */
      emailAddress: string;
      /** Phone number. */
      phoneNumber?: string;
      /** nl or en. */
      communicationLanguagePreference: Coded<'nl' | 'en'>;
      /** Digital_Communication, Local_Print or Central_Print. */
      correspondenceChannel?: Coded;
    };
    /** Home address. */
    addressDetails: {
      /** Street name. */
      street: string;
      /** House number. */
      houseNumber: string;
      /** Addition (A, 2-hoog, …). */
      houseNumberAddition?: string;
      /** `1234 AB`. */
      postalCode: string;
      /** City. */
      city: string;
      /** ISO country code. */
      countryCode: string;
    };
  };
  /** The partner, or null. */
  partnerDetailsInfo: {
    /** Partner identity. */
    basicPersonInfo: BasicPersonInfo;
    /** rp, m or c. */
    relationType: Coded<'rp' | 'm' | 'c'>;
    /** Start of the relation. */
    relationStartDate: string;
  } | null;
  /** Children. */
  childrenCollection: { basicPersonInfo: BasicPersonInfo }[];
}

/** A cover of a policy package. */
export interface CoverDetails {
  /** Id within the policy. */
  policyCoverId: string;
  /** Agreement cover variant it follows. */
  agreementCoverVariantId: string;
  /** Cover kind (OP_DC, ANW_VOL, BPP, …). */
  coverType: Coded;
  /** Yearly premium in euros. */
  premium: number;
  /** Yearly insured amount, where the cover has one. */
  insuredAmount?: number | null;
}

/** A package of a policy. */
export interface PackageDetails {
  /** Id within the policy. */
  packageId: string;
  /** Agreement package it follows. */
  agreementPackageId: string;
  /** Display name. */
  packageName: string;
  /** gross, basic, net, extraPartnerPension, extraDeposit. */
  schemeType: string;
  /** active, closed, retired, disabled, paidUp, historicPaidUp. */
  lifePackageStatus: Coded;
  /** Start date. */
  startDate?: string;
  /** Covers of the package. */
  coverDetailsCollection: CoverDetails[];
}

/** A choice still being processed. */
export interface PendingRequest {
  /** Id. */
  requestId: string;
  /** Kind of request. */
  requestType: Coded;
  /** yyyy-MM-dd. */
  requestDate: string;
  /** PENDING, PROCESSED, REJECTED. */
  status: Coded;
  /** What was asked. */
  description?: string;
}

/** Answer of `policies/{id}`. */
export interface Policy {
  /** Number shown to the member. */
  policyNumber?: string;
  /** Employer company id. */
  companyId?: string;
  /** REG, PAID, … */
  lifePolicyStatus: Coded;
  /** Start date. */
  startDate: string;
  /** Pension start date. */
  personalPensionDate: string;
  /** Packages. */
  packageDetailsCollection: PackageDetails[];
  /** Pending choices. */
  pendingRequestCollection: PendingRequest[];
}

/** One row of an age-range lookup (spec section 3): ages from–to and a value for women and men. */
export interface AgeRange {
  startAge: number;
  endAge: number;
  female: number;
  male: number;
}

/** A cover an agreement offers. */
export interface AgreementCover {
  /** Variant id. */
  agreementCoverVariantId: string;
  /** Cover kind. */
  coverType: Coded;
  /** Whether the member may choose it. */
  selectability: Coded;
  /** Default selection (Y/N). */
  selectabilityFrame: { defaultValue: Coded };
  /** Default step of the scale. */
  staffelUtilization?: { defaultStep: { frameEntry: { defaultValue: number } } } | null;
  /** Stub-only premium rate, % of insured amount per year. */
  premiumRatePct?: number;
  /** Premium by age range (% of insured amount per year, women and men), spec section 3. */
  premiumAgeRangeCollection?: AgeRange[];
}

/** A package an agreement offers. */
export interface AgreementPackage {
  /** Id. */
  agreementPackageId: string;
  /** Display name. */
  packageName: string;
  /** Scheme type. */
  schemeType: string;
  /** U0711-1001 (WNP) / U0711-1002 (WTP). */
  packageRuleCharacteristics: Coded[];
  /** Whether the member may choose it. */
  selectability: Coded;
  /** Covers on offer. */
  coversCollection: AgreementCover[];
}

/** Answer of `agreementDetailsQuery/{id}`. */
export interface Agreement {
  /** Agreement header. */
  agreementDetailsInfo: {
    /** Id. */
    agreementId: string;
    /** Name. */
    agreementName?: string;
    /** Employer company id. */
    companyId: string;
    /** Employer name. */
    companyName: string;
    /** Pure net agreement. */
    isPureNet: boolean;
    /** Start date. */
    startDate?: string;
  };
  /** Packages on offer. */
  packagesCollection: AgreementPackage[];
  /** Extra deposit rules, or null. */
  extraDepositAgreement: {
    /** Gross deposits allowed. */
    isGrossAllowed: boolean;
    /** Net deposits allowed. */
    isNetAllowed: boolean;
    /** Smallest deposit, euros. */
    minimumAmount: number;
    /** once / monthly / yearly. */
    allowedFrequencyCollection: string[];
  } | null;
}

/** One fund holding of a portfolio. */
export interface FundSplit {
  /** Fund id. */
  fundId: string;
  /** Fund name. */
  fundName: string;
  /** ISIN. */
  isin?: string;
  /** Units held. */
  units?: number;
  /** Unit price. */
  price?: number;
  /** Price date. */
  priceDate?: string;
  /** Value in euros. */
  totalValue: number;
  /** Actual share, %. */
  actualPct?: number;
  /** Target share, %. */
  targetPct: number;
}

/** A fund the member may choose. */
export interface AllowedFund {
  /** Fund id. */
  fundId: string;
  /** Fund name. */
  fundName: string;
  /** ISIN. */
  isin: string;
  /** Asset class. */
  assetClass: string;
  /** 1 to 7. */
  riskClass: number;
  /** Unit price. */
  price: number;
  /** Price date. */
  priceDate: string;
  /** Ongoing charges, %. */
  ongoingChargesPct?: number;
  /** Fund fact sheet link. */
  factsheetUrl?: string;
}

/** Answer of `policyUnitLinkInfoQuery/{id}`. */
export interface UnitLink {
  /** Neutral, Offensive, Defensive, FreeInvestment. */
  investmentProfile: Coded;
  /** Fixed, Variable, FreeInvestment, Unknown. */
  returnType: Coded;
  /** Portfolios. */
  portfolioInformationCollection: {
    /** Portfolio id and name. */
    basicPortfolioInfo: { portfolioUid: string; portfolioName: string; schemeType: string };
    /** Value, euros. */
    totalValue: number;
    /** Holdings. */
    actualFundSplitCollection: FundSplit[];
  }[];
  /** Chart data. */
  graphData: unknown;
  /** Funds on offer. */
  allowedFundsCollection: AllowedFund[];
  /** Trades not yet executed. */
  pendingTradesCollection: unknown[];
}

/** Answer of `nlUcmCalculateProjectionsQuery/{id}`. */
export interface Projections {
  /** Calculation date. */
  calculationDate: string;
  /** Pension date used. */
  personalPensionDate?: string;
  /** Projection groups. */
  nlUcmProjectionsDCCqCollection: {
    /** Group name. */
    groupIdentifier: string;
    /** Payments (absent in a failed projection). */
    paymentCollection?: {
      /** OP or PP. */
      paymentType: string;
      /** Start. */
      startDate: string;
      /** year or month. */
      frequency: string;
      /** Expected, nominal. */
      expectedNominal: number;
      /** Pessimistic, nominal. */
      pessimisticNominal?: number;
      /** Optimistic, nominal. */
      optimisticNominal?: number;
      /** Expected, real. */
      expectedReal?: number;
    }[];
  }[];
  /** Calculation messages. */
  messages: { code: string; message: string }[];
  /**
   * Spec section 4's projection check result. The spec names no field: this shape is the stub's
   * assumption (stub/api/README.md, Projection check result); absent means NA.
   */
  projectionCheckResult?: { code: 'OK' | 'NOK' | 'NA' };
}

/** Answer of `nlCalculatePolicyExtraSavingsQuery/{id}`. */
export interface ExtraSavings {
  /** Calendar year. */
  year: number;
  /** Jaarruimte left. */
  fiscalRoom: number;
  /** Maximum per scheme type. */
  maximumExtraDeposit: { gross: number; net: number };
  /** Deposited this year per scheme type. */
  depositedThisYear: { gross: number; net: number };
  /** Running periodic deposit. */
  periodicDeposit: {
    frequency: 'monthly' | 'yearly';
    amount: number;
    schemeType: 'gross' | 'net';
    startDate: string;
  } | null;
  /** Deposits. */
  extraDepositCollection: {
    depositId: string;
    date: string;
    amount: number;
    schemeType: 'gross' | 'net';
    frequency: 'once' | 'monthly' | 'yearly';
    status: Coded;
  }[];
}

/** Answer of `personalPensionAgeQuery/{id}`. */
export interface PersonalPensionAge {
  /** agreement, state, specific. */
  personalPensionAgeType: Coded<'agreement' | 'state' | 'specific'>;
  /** Scheme age. */
  agreementPensionAge: YearMonth;
  /** AOW age. */
  statePensionAge: YearMonth;
  /** Chosen age. */
  personalPensionAge: YearMonth;
  /** Definitive age, or null. */
  finalPersonalPensionAge: YearMonth | null;
  /** AOW date. */
  statePensionDate?: string;
  /** Pension start date. */
  personalPensionDate: string;
}

/** An inbox message. */
export interface Message {
  /** Id. */
  id: string;
  /** Subject line. */
  subject: string;
  /** ISO date-time. */
  date: string;
  /** Gelezen or Ongelezen. */
  status: 'Gelezen' | 'Ongelezen';
  /** Category. */
  category: Coded;
  /** Sender. */
  sender?: string;
  /** Plain text. */
  body: string;
  /** Attached documents. */
  attachmentCollection: { documentId: string; title: string }[];
}

/** A document. */
export interface DocumentInfo {
  /** Id for `imageNow/document/{id}`. */
  documentId: string;
  /** Title. */
  title: string;
  /** Kind. */
  documentType: Coded;
  /** Date. */
  date: string;
  /** Always application/pdf. */
  mimeType: 'application/pdf';
  /** Size. */
  sizeInBytes?: number;
}

/** A draft change that `policyDetailsQuoteQuery` shows until accepted or cancelled (state only). */
export interface PolicyQuote {
  /** Id. */
  quoteId: string;
  /** DRAFT until accepted. */
  status: 'DRAFT' | 'ACCEPTED';
  /** ISO date-time. */
  createdAt: string;
  /** Free text kind from the create command. */
  quoteType?: string;
  /** The cover changes the quote would make. */
  coverChangeCollection: CoverChange[];
  /** From when the changes apply, as the create carried it. */
  startDate?: string;
  /** The member's health declaration, as the create carried it. */
  healthDeclaration?: { fullyFit: boolean; illLongerThanFourWeeksInPastTwoYears: boolean };
}

/** One cover change of a cover-change command or quote. */
export interface CoverChange {
  /** Cover kind code (ANW_VOL, NET_OP, EXTRA_PP, …). */
  coverCode: string;
  /** Select (true) or drop (false) the cover. */
  isSelected: boolean;
  /** New yearly insured amount. */
  insuredAmount?: number;
}

/** One policy and everything about it. */
export interface Pension {
  /** Policy id. */
  policyId: string;
  /** Employer. */
  employerName: string;
  /** `employmentQuery` answer, or null (404). */
  employment: { companyId: string; employmentSchemeDataCollection: unknown[] } | null;
  /** `policies/{id}` answer. */
  policy: Policy;
  /** `agreementDetailsQuery` answer. */
  agreement: Agreement;
  /** `franchiseDefinedContributionQuery` answer. */
  franchise: unknown;
  /** `policyUnitLinkInfoQuery` answer. */
  unitLink: UnitLink;
  /** `nlUcmCalculateProjectionsQuery` answer. */
  projections: Projections;
  /** `nlCalculatePolicyExtraSavingsQuery` answer. */
  extraSavings: ExtraSavings;
  /** `Co2/co2Data` answer, or null (404). */
  co2: unknown;
  /** `nlWtpInsuredPensionQuery` answer, or null (404). */
  wtpInsuredPension: unknown;
  /** `personalPensionAgeQuery` answer. */
  personalPensionAge: PersonalPensionAge;
  /** Inbox. */
  messages: Message[];
  /** Participant documents. */
  policyDocuments: DocumentInfo[];
  /** Agreement documents. */
  agreementDocuments: DocumentInfo[];
  /** Open quote (state only, never in files). */
  quote?: PolicyQuote | null;
}

/** A permission given to an advisor company. */
export interface PermissionRecord {
  /** Id. */
  permissionId: string;
  /** Advisor company id. */
  to: string;
  /** Employer company id. */
  relatesTo: string;
  /** ISO date-time. */
  createdAt: string;
}

/** A fault a persona always gets. */
export interface FaultDeclaration {
  /** Fault kind (stub/faults/catalogue.ts). */
  fault: string;
  /** Path pattern; default per kind. */
  path?: string;
  /** Why. */
  description?: string;
}

/** Advisor company data. */
export interface AdvisorData {
  /** `getAdvisorDetails` collection. */
  companyDetailsItemCollection: {
    companyId: string;
    companyName: string;
    [key: string]: unknown;
  }[];
  /** Employers this advisor serves. */
  employerCompanyIds: string[];
}

/** A resolved persona (after `extends` and `overrides`). */
export interface Persona {
  /** Persona id = file name. */
  id: string;
  /** Login kind. */
  kind: LoginKind;
  /** What it shows. */
  description: string;
  /** Base files only. */
  abstract?: boolean;
  /** Advisor/staff display name. */
  name?: string;
  /** Advisor/staff person id. */
  personId?: string;
  /** Advisor/staff default participant. */
  impersonates?: string;
  /** Advisor company data. */
  advisor?: AdvisorData;
  /** Member person data. */
  person?: PersonDetails;
  /** Member pensions. */
  pensions?: Pension[];
  /** Permissions given to advisors. */
  permissions?: PermissionRecord[];
  /** Global parameters answer. */
  globalParameters?: { entryCollection: { id: string; type: string; value: number }[] };
  /** Feature toggle overrides. */
  featureToggles?: Record<string, boolean>;
  /** Declared faults. */
  faults?: FaultDeclaration[];
}

/** A member persona: person and pensions are present. */
export type MemberPersona = Persona & {
  person: PersonDetails;
  pensions: Pension[];
  globalParameters: NonNullable<Persona['globalParameters']>;
};
