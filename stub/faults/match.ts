// Decides whether a request hits a fault: persona faults from the files first, then runtime ones.
import type { FaultDeclaration } from '../personas/types';
import { faultCatalogue, isFaultName, type FaultAnswer, type FaultName } from './catalogue';

/** A fault bound to one persona. */
export interface ActiveFault {
  /** Persona id. */
  persona: string;
  /** Fault kind. */
  fault: FaultName;
  /** Path pattern (case-insensitive, `*` = any run of characters). */
  path: string;
}

/** True when `path` (no query string) matches `pattern`. */
export function pathMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}/?$`, 'i').test(path);
}

/** Declared faults of a persona with their default paths filled in. */
export function declaredFaults(
  persona: string,
  declarations: FaultDeclaration[] = [],
): ActiveFault[] {
  return declarations.flatMap((d) =>
    isFaultName(d.fault)
      ? [{ persona, fault: d.fault, path: d.path ?? faultCatalogue[d.fault].defaultPath }]
      : [],
  );
}

/** The answer of the first fault that hits this request, if any. */
export function faultAnswer(
  faults: ActiveFault[],
  method: string,
  path: string,
): FaultAnswer | undefined {
  const hit = faults.find((f) => pathMatches(f.path, path));
  return hit && faultCatalogue[hit.fault].answer({ method, path });
}
