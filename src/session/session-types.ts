// The client session data of spec section 3: what the portal remembers about the visitor.

/** How the visitor signed in (spec section 3). */
export type AuthMethod = 'PersonId' | 'OneWelcome' | 'AdvisorOneWelcome' | 'AAD';

/** The two portal locales; Dutch is the default. */
export type PortalLocale = 'nl-NL' | 'en-GB';

/** A stub scenario that failed (400 'Geen stub message gevonden'), shown in a modal. */
export interface StubError {
  /** Path of the call that failed. */
  url: string;
  /** The stub's message. */
  message: string;
}

/** The stored token data; the portal reads its bearer token from here. */
export interface CfData {
  /** The bearer token for the portal's API calls. */
  accessToken: string;
  /** Always `Bearer`. */
  tokenType: string;
  /** Expiry in milliseconds since the epoch (sign-in time + expires_in). */
  expiresAt: number;
}

/** Data the back end refused (a 403): the policy-denied modal is open while set. */
export interface PolicyDenied {
  /** The answer's error code, quoted to the provider (spec section 8). */
  code?: string;
}

/** The pension planner's choice of retirement age (spec section 3). */
export interface PensionPlannerData {
  /** agreement, state or specific. */
  selectedPensionAgeTypeCode: string;
  selectedYears: number;
  selectedMonths: number;
}

/** Who an advisor or staff member acts for (spec section 3/6). */
export interface Impersonation {
  /** The participant's person id (X-Impersonated-Participant). */
  personId: string;
  /** The advisor's id (advisor login only). */
  advisorId?: string;
  /** The employer's company id (X-Impersonated-Employer). */
  employerId?: string;
}

/** One inbox message as far as the unread counter needs it. */
export interface InboxMessageRef {
  id: string;
  /** Gelezen (read) or Ongelezen (unread). */
  status: string;
}

/** The leave-pension-planner modal: whether to ask, and what to do when the user leaves. */
export interface LeavePlannerModal {
  shouldShowModal: boolean;
  callback?: () => void;
}

/** Everything in the client session. Storage per field: see `persisted-fields.ts`. */
export interface ClientSession {
  /** Login kind; OneWelcome (member) by default. Session storage. */
  authMethod: AuthMethod;
  /** Selected policy. Local storage. */
  policyId?: string;
  /** The person the session is about (the state value of a redirect sign-in). Session storage. */
  userId?: string;
  /** Stub person/scenario id of a stub login. Session storage. */
  stubId?: string;
  /** Sent as X-Session-Id; renewed when userId or stubId changes. Session storage. */
  sessionId: string;
  /** Last failed stub scenario. Memory. */
  stubError?: StubError;
  /** Language for this tab only. Session storage. */
  temporaryLocale?: PortalLocale;
  /** Remembered language. Local storage. */
  preferredLocale: PortalLocale;
  /** Access-denied reason code (PNA, POH, URM, …); set means every gated route is denied. Memory. */
  policyOrPackageDeniedErrorCode?: string;
  /** Open the read-only permission modal. Memory. */
  showReadOnlyPermissionModal: boolean;
  /** Data refused by the back end (403): opens the policy-denied modal. Memory. */
  policyDenied?: PolicyDenied;
  /** Open the user-rights modal. Memory. */
  showUserPermissionsModal: boolean;
  /** Unread inbox messages; their count is the new-messages badge. Memory. */
  unreadMessages: InboxMessageRef[];
  /**
   * The access token with its expiry: its one stored copy (spec section 3 names a `token` field
   * beside it; a second copy of the token is left out). Session storage; local storage for the
   * directory (AAD) login (spec section 7).
   */
  cfData?: CfData;
  /** Leave-pension-planner modal. Memory. */
  leavePensionPlannerModal: LeavePlannerModal;
  /** Planner's retirement-age choice. Session storage. */
  pensionPlannerData?: PensionPlannerData;
  /** Advisor/staff impersonation. Session storage. */
  impersonation?: Impersonation;
}

/** A change to the session; `undefined` removes an optional field. */
export type SessionPatch = Partial<ClientSession>;
