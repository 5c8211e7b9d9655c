// The persona claims every stub access token carries, in one place so provider-issued tokens and
// stub-login tokens cannot drift apart.
import type { PersonaSummary } from '../personas/registry';
import type { LoginKind } from './types';

/** Claims added to an access token next to `sub` (the persona id) and `client_id`. */
export interface PersonaTokenClaims {
  personId: string;
  kind: LoginKind;
  /** Members only. */
  bsn?: string;
}

export function personaTokenClaims(persona: PersonaSummary): PersonaTokenClaims {
  return {
    personId: persona.personId,
    kind: persona.kind,
    ...(persona.kind === 'member' && persona.bsn ? { bsn: persona.bsn } : {}),
  };
}
