// Every browser-storage key and cookie name the session layer touches, in one place, so cleanup,
// logout and tests agree on them (spec section 3).

/** Session-scoped keys (sessionStorage): gone when the tab closes. */
export const SESSION_KEYS = {
  temporaryLocale: 'temporaryLocale',
  /** The access token with its expiry; for the directory (AAD) login in local storage instead. */
  cfData: 'cfData',
  pensionPlannerData: 'pensionPlannerData',
  userId: 'userId',
  stubId: 'stubId',
  sessionId: 'sessionId',
  authMethod: 'authMethod',
  /** Advisor or staff impersonation: personId, advisorId, employerId. */
  impersonation: 'impersonation',
} as const;

/** Long-lived keys (localStorage). */
export const LOCAL_KEYS = {
  preferredLocale: 'preferredLocale',
  /** The selected policy; spec lists "a policy id" among the local keys: the same key. */
  policyId: 'policyId',
  // The spec's other local keys are named here only so cleanup removes what an earlier version
  // or the public site left; the portal reads and writes none of them (docs/spec-coverage.md):
  // - language: the language choice is preferredLocale, one key for one fact;
  // - email ({ email }): the address is read from the person details each time, not kept as a
  //   copy that goes stale and holds personal data beyond the session;
  // - came-from-pension-site, navigate-to-contact, navigate-to-pension: a member coming from the
  //   public site to a page is brought back to that page after sign-in by the remembered return
  //   path (src/auth/signin-state.ts); the spec gives no link format for a separate hand-over.
  language: 'language',
  email: 'email',
  cameFromPensionSite: 'cameFromPensionSite',
  navigateToContact: 'navigateToContact',
  navigateToPension: 'navigateToPension',
  /** The directory (AAD) login's access token with its expiry (spec section 7; docs/adr/0006). */
  staffCfData: SESSION_KEYS.cfData,
  /**
   * The spec lists the access token and its expiry among the local keys. Member and advisor
   * tokens stay in session storage (docs/adr/0001); the names stay so logout removes old values.
   */
  accessToken: 'accessToken',
  accessTokenExpiry: 'accessTokenExpiry',
} as const;

/** Long-lived keys that survive cleanup: the user's language choice. */
export const LOCAL_KEYS_KEPT_ON_CLEANUP: readonly string[] = [
  LOCAL_KEYS.preferredLocale,
  LOCAL_KEYS.language,
];

/** Cookies that cleanup keeps (spec section 3). */
export const COOKIES_KEPT_ON_CLEANUP: readonly string[] = [
  'cached_path',
  'auth_method',
  'oauth_access_code',
];

/** Prefix of every entry oidc-client-ts writes (state, users, the staff account cache). */
export const OIDC_KEY_PREFIX = 'oidc.';
