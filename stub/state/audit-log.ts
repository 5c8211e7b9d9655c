// Every call an advisor or staff member makes on a member's behalf, allowed or refused, so testers
// (and the real back end's auditors) can see who looked at whose data: `GET /__stub/audit`.

/** Whether the access rules let the call reach the member's data. */
export type AuditOutcome = 'allowed' | 'refused';

/** One call made on a member's behalf. */
export interface AuditEntry {
  /** ISO time the call was answered. */
  time: string;
  /** Persona id of the advisor or staff member whose token was used. */
  actor: string;
  /** Login kind of the actor. */
  actorKind: 'advisor' | 'staff';
  /**
   * Persona id of the member served; for a refused call to an unknown participant, the id the
   * call asked for (X-Impersonated-Participant, else the actor's default member).
   */
  onBehalfOf: string;
  /** HTTP method. */
  method: string;
  /** Path as sent. */
  path: string;
  /** `refused` when the access rules or the read-only rule turned the call away (401/403). */
  outcome: AuditOutcome;
  /** HTTP status answered. */
  status: number;
  /** The refusal's code (e.g. NO_ADVISOR_PERMISSION), when the access rules refused. */
  code?: string;
}

/** The audit list of one API instance, in arrival order. */
export class AuditLog {
  #entries: AuditEntry[] = [];

  /** Adds an entry. */
  record(entry: AuditEntry): void {
    this.#entries.push(entry);
  }

  /** Entries in arrival order, optionally only those made on one member's behalf. */
  list(onBehalfOf?: string): AuditEntry[] {
    return this.#entries.filter((e) => onBehalfOf === undefined || e.onBehalfOf === onBehalfOf);
  }

  /** Forgets everything (stub reset). */
  clear(): void {
    this.#entries = [];
  }
}
