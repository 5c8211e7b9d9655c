// What every API route can reach: the per-request context variables and the shared dependencies.
import type { Auth, Identity } from '../auth/types';
import type { StubConfig } from '../config';
import type { RuntimeFaults } from '../faults/runtime';
import type { PersonaStore } from '../personas/store';
import type { MemberPersona, Persona } from '../personas/types';
import type { AnalyticsLog } from '../state/analytics-log';
import type { AuditLog } from '../state/audit-log';
import type { CommandRecorder } from '../state/recorder';
import type { Sequence } from '../state/sequence';
import type { SummaryDocuments } from '../state/summary-documents';

/** Per-request values set by the middleware. */
export interface ApiVariables {
  /** Who the bearer token belongs to. */
  identity: Identity;
  /** The persona of the token (member, advisor or staff). */
  actor: Persona;
  /** The member whose data is served (the actor itself, or the impersonated participant). */
  persona: MemberPersona;
  /** The parsed request body (JSON or form); null when empty. */
  body: unknown;
  /** Persona id of the member the call is for (or the id asked for, when not a member). */
  participant?: string;
  /** Code of the access rules' refusal (403), for the audit list. */
  refusal?: string;
}

/** Hono environment of the API. */
export interface ApiEnv {
  /** Context variables. */
  Variables: ApiVariables;
}

/** Shared state of one API instance. */
export interface ApiDeps {
  /** Persona data and live state. */
  personas: PersonaStore;
  /** Token verification and stub tokens. */
  auth: Auth;
  /** Stub settings. */
  config: StubConfig;
  /** Write log. */
  recorder: CommandRecorder;
  /** Calls made on a member's behalf. */
  audit: AuditLog;
  /** Faults switched on at runtime. */
  faults: RuntimeFaults;
  /** Ids for created things. */
  ids: Sequence;
  /** The requests' filed summary documents. */
  summaryDocuments: SummaryDocuments;
  /** Analytics batches received at /analytics/collect. */
  analytics: AnalyticsLog;
}
