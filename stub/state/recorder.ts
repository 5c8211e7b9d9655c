// Remembers every write the API received (accepted or not) so testers can assert what the portal
// sent: `GET /__stub/commands`.

/** One recorded write. */
export interface RecordedCommand {
  /** ISO time received. */
  time: string;
  /** Persona whose data it was for (null when the token was missing or bad). */
  persona: string | null;
  /** Persona of the token when it differs (advisor, staff), else absent. */
  actor?: string;
  /** HTTP method. */
  method: string;
  /** Path as sent. */
  path: string;
  /** Parsed body (JSON or form), null when empty. */
  body: unknown;
  /** command (changes state), query (POST calculation) or report (PDF). */
  kind: 'command' | 'query' | 'report';
  /** True when answered with a 2xx. */
  accepted: boolean;
  /** HTTP status answered. */
  status: number;
}

/** The write log of one API instance. */
export class CommandRecorder {
  #entries: RecordedCommand[] = [];

  /** Adds an entry. */
  record(entry: RecordedCommand): void {
    this.#entries.push(entry);
  }

  /** Entries in arrival order, optionally for one persona. */
  list(persona?: string): RecordedCommand[] {
    return this.#entries.filter((e) => persona === undefined || e.persona === persona);
  }

  /** Forgets everything. */
  clear(): void {
    this.#entries = [];
  }
}
