// Ids for things the stub creates (messages, requests, permissions, quotes): numeric, rising and
// in a range (99xxxxx) the persona files do not use, so they never collide.

/** A counter handing out ids. */
export class Sequence {
  #next = 1;

  /** The next id, e.g. `next('REQ')` → `REQ-9900001`; `next()` → `9900001`. */
  next(prefix?: string): string {
    const id = String(9900000 + this.#next++);
    return prefix ? `${prefix}-${id}` : id;
  }

  /** Starts again (stub reset). */
  reset(): void {
    this.#next = 1;
  }
}
