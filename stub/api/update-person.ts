// `updatePersonCommand`: contact details, address, marital status and partner, merged into the
// member's person details. The profile wizards (new partner, split up, relocating abroad) and the
// language setting send it; the next personDetailsQuery shows the change. The body's shape and
// field rules are `bodies/update-person-command.ts`; here are the refusals that depend on the
// member's registered relation.
import { normaliseBsn } from '../../src/validation/bsn';
import { normalisePostcode } from '../../src/validation/postcode';
import type { BasicPersonInfo, MemberPersona, PersonDetails } from '../personas/types';
import { addMessage } from '../state/inbox';
import type { Sequence } from '../state/sequence';
import type { FieldRefusal } from './bodies/refusals';
import { codeOf } from './body';

/** Marital status codes of spec section 3. */
export const maritalStatusCodes = ['0', 'U', 'G', 'F', 'E', 'O', 'rp', 'm', 'c'] as const;
/** Relation types a registered partner can have: registered partnership, married, living together. */
export const relationTypes = ['rp', 'm', 'c'] as const;
type RelationType = (typeof relationTypes)[number];

/** How a relation of each type ends (`relationEndReason`). */
export const endReasons: Record<RelationType, string> = {
  m: 'divorce',
  rp: 'partnershipDissolved',
  c: 'cohabitationEnded',
};

const relationDescriptions: Record<RelationType, string> = {
  m: 'Gehuwd',
  rp: 'Geregistreerd partnerschap',
  c: 'Samenwonend',
};

type Partner = NonNullable<PersonDetails['partnerDetailsInfo']>;
type Address = PersonDetails['personDetailsInfo']['addressDetails'];

/** A body of updatePersonCommand that fits its schema (only the fields read here). */
export interface PersonChange {
  /** New contact details, merged into the old ones. */
  contactDetails?: Record<string, unknown> | null;
  /** A complete new address. */
  addressDetails?: {
    street: string;
    houseNumber: string;
    houseNumberAddition?: string | null;
    postalCode?: string | null;
    city: string;
    countryCode: string;
  } | null;
  /** The new marital status (`{code}` or the code). */
  maritalStatus?: string | { code: string } | null;
  /** The new partner; null removes the partner. */
  partnerDetailsInfo?: {
    basicPersonInfo: {
      centralRegistration: string;
      initials: string;
      namePrefix?: string | null;
      firstName?: string | null;
      lastName: string;
      dateOfBirth: string;
      gender: string;
      personId?: string | null;
    };
    relationType: string | { code: string };
    relationStartDate: string;
  } | null;
  /** The end of the registered relation, yyyy-MM-dd. */
  relationEndDate?: string | null;
  /** Why it ended. */
  relationEndReason?: string | { code: string } | null;
}

/** The new partner as the person details keep it: BSN of 9 digits, a person id. */
function toPartner(raw: NonNullable<PersonChange['partnerDetailsInfo']>): Partner {
  const person = raw.basicPersonInfo;
  const bsn = normaliseBsn(person.centralRegistration) ?? person.centralRegistration;
  const relationType = codeOf(raw.relationType) as RelationType;
  return {
    basicPersonInfo: {
      personId: person.personId || `P${bsn}`,
      centralRegistration: bsn,
      dateOfBirth: person.dateOfBirth,
      initials: person.initials.trim(),
      ...(person.firstName ? { firstName: person.firstName } : {}),
      namePrefix: person.namePrefix ?? '',
      lastName: person.lastName,
      gender: person.gender as BasicPersonInfo['gender'],
    },
    relationType: { code: relationType, description: relationDescriptions[relationType] },
    relationStartDate: raw.relationStartDate,
  };
}

/** The address as the person details keep it: trimmed, a Dutch postcode written `1234 AB`. */
function toAddress(raw: NonNullable<PersonChange['addressDetails']>): Address {
  const postalCode = raw.postalCode?.trim() ?? '';
  const addition = raw.houseNumberAddition?.trim();
  return {
    street: raw.street.trim(),
    houseNumber: raw.houseNumber.trim(),
    ...(addition ? { houseNumberAddition: addition } : {}),
    postalCode:
      raw.countryCode === 'NL' ? (normalisePostcode(postalCode) ?? postalCode) : postalCode,
    city: raw.city.trim(),
    countryCode: raw.countryCode,
  };
}

/** The end of the registered relation, checked against that relation, or a refusal. */
function relationEnd(
  change: PersonChange,
  current: PersonDetails['partnerDetailsInfo'],
): { endDate: string; reason: string } | FieldRefusal | undefined {
  const endDate = change.relationEndDate;
  if (!endDate) return undefined;
  if (!current)
    return {
      field: 'relationEndDate',
      code: 'INVALID_VALUE',
      message: 'There is no registered partner to end',
    };
  const reason = codeOf(change.relationEndReason) ?? '';
  const expected = endReasons[current.relationType.code as RelationType];
  if (reason !== expected)
    return {
      field: 'relationEndReason',
      code: 'INVALID_VALUE',
      message: `A relation of type ${current.relationType.code} ends with reason ${expected}`,
    };
  if (endDate < current.relationStartDate)
    return {
      field: 'relationEndDate',
      code: 'DATE_OUT_OF_RANGE',
      message: `relationEndDate lies before the relation started (${current.relationStartDate})`,
    };
  return { endDate, reason };
}

/**
 * Applies a checked body and returns the first refusal instead, if any (nothing is changed then).
 * - `addressDetails` replaces the old address as a whole.
 * - `relationEndDate` with `relationEndReason` (`divorce` for m, `partnershipDissolved` for rp,
 *   `cohabitationEnded` for c) ends the registered relation, not before it started: the partner is
 *   removed and, after a divorce or dissolved partnership, the divorce agreements form arrives in
 *   the inbox of the first policy (when `ids` is given).
 * - `partnerDetailsInfo` registers a partner (null removes); while another partner is registered
 *   only together with the end of that relation.
 */
export function updatePerson(
  persona: MemberPersona,
  change: PersonChange,
  ids?: Sequence,
): FieldRefusal | undefined {
  const info = persona.person.personDetailsInfo;
  const current = persona.person.partnerDetailsInfo;
  const end = relationEnd(change, current);
  if (end && 'field' in end) return end;

  const raw = change.partnerDetailsInfo;
  const partner = raw ? toPartner(raw) : raw;
  if (partner && current && !end) {
    const samePerson =
      current.basicPersonInfo.centralRegistration === partner.basicPersonInfo.centralRegistration;
    if (!samePerson)
      return {
        field: 'partnerDetailsInfo',
        code: 'INVALID_VALUE',
        message: 'A partner is already registered: end that relation first (relationEndDate)',
      };
  }

  if (change.contactDetails) Object.assign(info.contactDetails, change.contactDetails);
  if (change.addressDetails) info.addressDetails = toAddress(change.addressDetails);
  if (change.maritalStatus) {
    const status = change.maritalStatus;
    info.maritalStatus = typeof status === 'string' ? { code: status } : { ...status };
  }
  if (end) {
    persona.person.partnerDetailsInfo = null;
    const [pension] = persona.pensions;
    if (ids && pension && end.reason !== endReasons.c)
      addMessage(pension, ids, {
        subject: 'Formulier scheidingsafspraken',
        category: { code: 'FORMULIER', description: 'Formulier' },
        body: `Beste deelnemer,\n\nU heeft ons laten weten dat uw relatie is beëindigd op ${end.endDate}. Uw ex-partner heeft recht op een deel van het ouderdomspensioen dat u tijdens de relatie heeft opgebouwd en op bijzonder partnerpensioen. Heeft u samen andere afspraken gemaakt? Vul dan het formulier scheidingsafspraken in en stuur het binnen 2 jaar na de scheiding naar ons terug.\n\nMet vriendelijke groet,\na.s.r. Pensioenen`,
      });
  }
  if (partner !== undefined) persona.person.partnerDetailsInfo = partner;
  return undefined;
}
