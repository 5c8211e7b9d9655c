// Decides whether a request hits a fault: persona faults from the files first, then runtime ones.
import type { FaultDeclaration } from '../personas/types';
import {
  faultCatalogue,
  faultKind,
  isFaultName,
  type FaultAnswer,
  type FaultDetails,
  type FaultName,
} from './catalogue';

/** A fault bound to one persona. */
export interface ActiveFault extends FaultDetails {
  /** Persona id. */
  persona: string;
  /** Fault kind. */
  fault: FaultName;
  /** Path pattern (case-insensitive, `*` = any run of characters). */
  path: string;
}

/** A fault that hit a request, with its answer. */
export interface FaultHit {
  /** The fault that hit. */
  fault: ActiveFault;
  /** What the stub answers instead. */
  answer: FaultAnswer;
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

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The first fault that hits this request, with its answer, if any. */
export function faultHit(
  faults: ActiveFault[],
  method: string,
  path: string,
): FaultHit | undefined {
  const fault = faults.find(
    (f) => pathMatches(f.path, path) && !(faultKind(f.fault).writesOnly && isRead(method)),
  );
  return fault && { fault, answer: faultKind(fault.fault).answer({ method, path }, fault) };
}

/** The answer of the first fault that hits this request, if any. */
export function faultAnswer(
  faults: ActiveFault[],
  method: string,
  path: string,
): FaultAnswer | undefined {
  return faultHit(faults, method, path)?.answer;
}
