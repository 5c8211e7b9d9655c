// Faults switched on while the stub runs (`POST /__stub/faults`), so a test can break one call
// for one persona without a persona file of its own.
import { faultCatalogue, type FaultDetails, type FaultName } from './catalogue';
import type { ActiveFault } from './match';

/** The runtime faults of one API instance. */
export class RuntimeFaults {
  #faults: ActiveFault[] = [];

  /**
   * Adds a fault (replacing one of the same kind for the persona); the default path of its kind
   * when `path` is absent, with the details its kind uses. Returns what was set.
   */
  set(persona: string, fault: FaultName, path?: string, details: FaultDetails = {}): ActiveFault {
    const active: ActiveFault = {
      persona,
      fault,
      path: path ?? faultCatalogue[fault].defaultPath,
      ...(details.field === undefined ? {} : { field: details.field }),
      ...(details.code === undefined ? {} : { code: details.code }),
    };
    this.#faults = [
      active,
      ...this.#faults.filter((f) => !(f.persona === persona && f.fault === fault)),
    ];
    return active;
  }

  /** Removes one fault that has fired (a kind that answers once); false when it was not set. */
  remove(fault: ActiveFault): boolean {
    const before = this.#faults.length;
    this.#faults = this.#faults.filter((f) => f !== fault);
    return this.#faults.length < before;
  }

  /** Removes faults of a persona (one kind, or all), or every fault when no persona is given. */
  clear(persona?: string, fault?: string): number {
    const before = this.#faults.length;
    this.#faults = this.#faults.filter(
      (f) =>
        persona !== undefined &&
        (f.persona !== persona || (fault !== undefined && f.fault !== fault)),
    );
    return before - this.#faults.length;
  }

  /** Faults for these personas (runtime faults win over declared ones by coming first). */
  for(...personas: string[]): ActiveFault[] {
    return this.#faults.filter((f) => personas.includes(f.persona));
  }

  /** Every runtime fault. */
  list(): ActiveFault[] {
    return [...this.#faults];
  }
}
