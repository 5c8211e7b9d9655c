// The events the portal's first-party analytics sender posted (`POST /analytics/collect`), kept so
// testers can see what would reach the server-side tag service: `GET /__stub/analytics`.

/** One batch as received. */
export interface ReceivedBatch {
  /** ISO time received. */
  time: string;
  /** The events of the batch, as the portal pushed them to window.dataLayer. */
  events: Record<string, unknown>[];
  /** Whether the request carried an Authorization header or cookies (it never should). */
  credentials: boolean;
}

/** The analytics log of one API instance. */
export class AnalyticsLog {
  #batches: ReceivedBatch[] = [];

  /** Adds a batch. */
  record(batch: ReceivedBatch): void {
    this.#batches.push(batch);
  }

  /** Batches in arrival order. */
  list(): ReceivedBatch[] {
    return [...this.#batches];
  }

  /** Forgets everything. */
  clear(): void {
    this.#batches = [];
  }
}
