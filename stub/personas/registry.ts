// What the rest of the stub may ask about personas without knowing their data layout.
import type { LoginKind } from '../auth/types';

/** A one-line view of a persona, for the login page, the banner and token claims. */
export interface PersonaSummary {
  /** Persona id, e.g. `member-active`. */
  id: string;
  /** Which login kind this persona signs in with. */
  kind: LoginKind;
  /** Display name, e.g. `J. (Jan) de Vries`. */
  name: string;
  /** The back end's person id (digits). */
  personId: string;
  /** Citizen service number, members only. */
  bsn?: string;
  /** One line on what the persona shows, for testers (README table, login page). */
  description: string;
}

/** Read-only access to the loaded personas. */
export interface PersonaRegistry {
  /** True when a persona with this id (or this person id) exists. */
  has(idOrPersonId: string): boolean;
  /** The summary for a persona id or person id; throws when unknown. */
  summary(idOrPersonId: string): PersonaSummary;
  /** All personas, in file order. */
  list(): PersonaSummary[];
}
