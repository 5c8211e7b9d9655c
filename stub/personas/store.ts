// The loaded personas and their live, changeable state. Write commands change the state so the
// next read shows the change; `reset()` puts every persona back as the files describe it.
import type { PersonaRegistry, PersonaSummary } from './registry';
import type { MemberPersona, Persona } from './types';

const nameOf = (persona: Persona): string => {
  const info = persona.person?.personDetailsInfo.basicPersonInfo;
  if (!info) return persona.name ?? persona.id;
  const first = info.firstName ? ` (${info.firstName})` : '';
  return `${info.initials}${first} ${info.namePrefix} ${info.lastName}`.replace(/\s+/g, ' ');
};

/** Persona data for the API: the registry of spec personas plus live state. */
export class PersonaStore implements PersonaRegistry {
  readonly #initial: readonly Persona[];
  #live: Persona[] = [];

  /** `personas` are resolved, valid and in listing order. */
  constructor(personas: readonly Persona[]) {
    this.#initial = personas.map((p) => Object.freeze(structuredClone(p)));
    this.reset();
  }

  /** Restores every persona to its file state. */
  reset(): void {
    this.#live = this.#initial.map((p) => structuredClone(p));
  }

  /** The live persona for a persona id or person id. */
  find(idOrPersonId: string): Persona | undefined {
    const key = idOrPersonId.toLowerCase();
    return (
      this.#live.find((p) => p.id === key) ??
      this.#live.find((p) => this.personIdOf(p) === idOrPersonId)
    );
  }

  /** The live member persona for a persona id or person id; undefined for non-members. */
  findMember(idOrPersonId: string): MemberPersona | undefined {
    const persona = this.find(idOrPersonId);
    return persona?.kind === 'member' ? (persona as MemberPersona) : undefined;
  }

  /** Every live persona, in listing order. */
  all(): readonly Persona[] {
    return this.#live;
  }

  /** The back-end person id of a persona. */
  personIdOf(persona: Persona): string {
    return persona.person?.personDetailsInfo.basicPersonInfo.personId ?? persona.personId ?? '';
  }

  has(idOrPersonId: string): boolean {
    return this.find(idOrPersonId) !== undefined;
  }

  summary(idOrPersonId: string): PersonaSummary {
    const persona = this.find(idOrPersonId);
    if (!persona) throw new Error(`Unknown persona: ${idOrPersonId}`);
    return this.#summarise(persona);
  }

  list(): PersonaSummary[] {
    return this.#live.map((p) => this.#summarise(p));
  }

  #summarise(persona: Persona): PersonaSummary {
    const bsn = persona.person?.personDetailsInfo.basicPersonInfo.centralRegistration;
    return {
      id: persona.id,
      kind: persona.kind,
      name: nameOf(persona),
      personId: this.personIdOf(persona),
      ...(bsn ? { bsn } : {}),
      description: persona.description,
    };
  }
}
