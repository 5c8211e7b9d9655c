// Which session fields live in which browser storage, and how each is read back safely.
import * as v from 'valibot';
import type { ClientSession } from './session-types';
import { LOCAL_KEYS, SESSION_KEYS } from './storage-keys';

/** sessionStorage (tab-scoped) or localStorage (long-lived). */
export type StorageArea = 'session' | 'local';

/** How one field is stored: strings as plain text, everything else as JSON. */
export interface PersistedField {
  /** Where it is kept; a function when that depends on the session (the token, by login kind). */
  area: StorageArea | ((session: Pick<ClientSession, 'authMethod'>) => StorageArea);
  key: string;
  codec: 'text' | 'json';
  schema: v.GenericSchema;
}

const locale = v.picklist(['nl-NL', 'en-GB']);
/** A non-empty string. */
export const textSchema = v.pipe(v.string(), v.minLength(1));

/** Whom a staff member or advisor acts for (also carried in the sign-in state). */
export const impersonationSchema = v.object({
  personId: textSchema,
  advisorId: v.optional(textSchema),
  employerId: v.optional(textSchema),
});

/** Every persisted field; fields not listed here live in memory only. */
export const persistedFields: { [K in keyof ClientSession]?: PersistedField } = {
  authMethod: {
    area: 'session',
    key: SESSION_KEYS.authMethod,
    codec: 'text',
    schema: v.picklist(['PersonId', 'OneWelcome', 'AdvisorOneWelcome', 'AAD']),
  },
  userId: { area: 'session', key: SESSION_KEYS.userId, codec: 'text', schema: textSchema },
  stubId: { area: 'session', key: SESSION_KEYS.stubId, codec: 'text', schema: textSchema },
  sessionId: { area: 'session', key: SESSION_KEYS.sessionId, codec: 'text', schema: textSchema },
  temporaryLocale: {
    area: 'session',
    key: SESSION_KEYS.temporaryLocale,
    codec: 'text',
    schema: locale,
  },
  // The one stored copy of the access token (spec section 3: the token is read from cfData): tab
  // scoped, except the directory (AAD) login's, which spec section 7 keeps in local storage.
  // oidc-client-ts keeps its user in memory only (src/auth/user-manager.ts).
  cfData: {
    area: (session) => (session.authMethod === 'AAD' ? 'local' : 'session'),
    key: SESSION_KEYS.cfData,
    codec: 'json',
    schema: v.object({ accessToken: textSchema, tokenType: v.string(), expiresAt: v.number() }),
  },
  pensionPlannerData: {
    area: 'session',
    key: SESSION_KEYS.pensionPlannerData,
    codec: 'json',
    schema: v.object({
      selectedPensionAgeTypeCode: v.string(),
      selectedYears: v.number(),
      selectedMonths: v.number(),
    }),
  },
  impersonation: {
    area: 'session',
    key: SESSION_KEYS.impersonation,
    codec: 'json',
    schema: impersonationSchema,
  },
  preferredLocale: {
    area: 'local',
    key: LOCAL_KEYS.preferredLocale,
    codec: 'text',
    schema: locale,
  },
  policyId: { area: 'local', key: LOCAL_KEYS.policyId, codec: 'text', schema: textSchema },
};

/** The area a field is kept in for `session`. */
export function areaOf(
  field: PersistedField,
  session: Pick<ClientSession, 'authMethod'>,
): StorageArea {
  return typeof field.area === 'function' ? field.area(session) : field.area;
}

/** Reads one field; undefined when absent, unreadable or invalid. */
export function readField(storage: Storage, field: PersistedField): unknown {
  try {
    const raw = storage.getItem(field.key);
    if (raw === null) return undefined;
    const value: unknown = field.codec === 'json' ? JSON.parse(raw) : raw;
    const parsed = v.safeParse(field.schema, value);
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** Writes one field, or removes it for undefined. Storage failures (quota, privacy mode) are ignored. */
export function writeField(storage: Storage, field: PersistedField, value: unknown): void {
  try {
    if (value === undefined || value === null) storage.removeItem(field.key);
    else storage.setItem(field.key, field.codec === 'json' ? JSON.stringify(value) : String(value));
  } catch {
    // The in-memory session stays right; only persistence is lost.
  }
}
