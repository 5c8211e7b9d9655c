// `updatePersonCommand`: contact details, address, marital status and partner, merged into the
// member's person details (spec section 5 rules for BSN and e-mail apply). The profile wizards
// (new partner, split up, relocating abroad) send it; the next personDetailsQuery shows the change.
import type { BasicPersonInfo, MemberPersona, PersonDetails } from '../personas/types';
import { addMessage } from '../state/inbox';
import type { Sequence } from '../state/sequence';
import { asRecord, codeOf, type FieldProblem } from './body';

const emailPattern = /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,4}$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const dutchPostcode = /^[1-9]\d{3} ?[A-Z]{2}$/;

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

/** True for a real calendar date written yyyy-MM-dd. */
function isDate(value: unknown): value is string {
  if (typeof value !== 'string' || !isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

type Partner = NonNullable<PersonDetails['partnerDetailsInfo']>;

/** The new partner of a body, normalised (BSN of 9 digits, a person id), or a problem. */
function parsePartner(
  raw: unknown,
  own: BasicPersonInfo,
  isValidBsn: (bsn: string) => boolean,
): Partner | FieldProblem {
  const field = 'partnerDetailsInfo';
  const partner = asRecord(raw);
  const person = asRecord(partner.basicPersonInfo);
  const bsn = String(person.centralRegistration ?? '');
  if (!isValidBsn(bsn))
    return {
      field: `${field}.basicPersonInfo.centralRegistration`,
      message: 'No valid BSN number',
    };
  if (bsn.padStart(9, '0') === own.centralRegistration)
    return {
      field: `${field}.basicPersonInfo.centralRegistration`,
      message: "The partner's BSN must differ from your own",
    };
  for (const name of ['initials', 'lastName'] as const)
    if (typeof person[name] !== 'string' || person[name] === '')
      return { field: `${field}.basicPersonInfo.${name}`, message: `${name} is required` };
  if (!isDate(person.dateOfBirth))
    return {
      field: `${field}.basicPersonInfo.dateOfBirth`,
      message: 'dateOfBirth must be yyyy-MM-dd',
    };
  const gender = String(person.gender ?? '');
  if (!['M', 'F', 'U', 'NS'].includes(gender))
    return { field: `${field}.basicPersonInfo.gender`, message: 'gender must be M, F, U or NS' };
  const type = codeOf(partner.relationType);
  if (!relationTypes.includes(type as RelationType))
    return { field: `${field}.relationType`, message: 'relationType must be rp, m or c' };
  if (!isDate(partner.relationStartDate))
    return { field: `${field}.relationStartDate`, message: 'relationStartDate must be yyyy-MM-dd' };
  if (partner.relationStartDate < person.dateOfBirth)
    return {
      field: `${field}.relationStartDate`,
      message: 'relationStartDate lies before the partner was born',
    };
  const relationType = type as RelationType;
  return {
    basicPersonInfo: {
      personId:
        typeof person.personId === 'string' && person.personId !== ''
          ? person.personId
          : `P${bsn.padStart(9, '0')}`,
      centralRegistration: bsn.padStart(9, '0'),
      dateOfBirth: person.dateOfBirth,
      initials: String(person.initials),
      ...(typeof person.firstName === 'string' ? { firstName: person.firstName } : {}),
      namePrefix: typeof person.namePrefix === 'string' ? person.namePrefix : '',
      lastName: String(person.lastName),
      gender: gender as BasicPersonInfo['gender'],
    },
    relationType: { code: relationType, description: relationDescriptions[relationType] },
    relationStartDate: partner.relationStartDate,
  };
}

/** The end of the registered relation of a body, checked against that relation, or a problem. */
function parseRelationEnd(
  body: Record<string, unknown>,
  current: PersonDetails['partnerDetailsInfo'],
): { endDate: string; reason: string } | FieldProblem {
  if (!current)
    return { field: 'relationEndDate', message: 'There is no registered partner to end' };
  const reason = codeOf(body.relationEndReason) ?? '';
  const expected = endReasons[current.relationType.code];
  if (reason !== expected)
    return {
      field: 'relationEndReason',
      message: `A relation of type ${current.relationType.code} ends with reason ${expected}`,
    };
  const endDate = body.relationEndDate;
  if (!isDate(endDate))
    return { field: 'relationEndDate', message: 'relationEndDate must be yyyy-MM-dd' };
  if (endDate < current.relationStartDate)
    return {
      field: 'relationEndDate',
      message: `relationEndDate lies before the relation started (${current.relationStartDate})`,
    };
  return { endDate, reason };
}

/** A complete address (abroad: postal code free-form and optional), or a problem. */
function parseAddress(
  raw: unknown,
): PersonDetails['personDetailsInfo']['addressDetails'] | FieldProblem {
  const address = asRecord(raw);
  for (const name of ['street', 'houseNumber', 'city'] as const)
    if (typeof address[name] !== 'string' || address[name].trim() === '')
      return { field: `addressDetails.${name}`, message: `${name} is required` };
  const country = String(address.countryCode ?? '');
  if (!/^[A-Z]{2}$/.test(country))
    return {
      field: 'addressDetails.countryCode',
      message: 'countryCode must be an ISO 3166-1 alpha-2 code',
    };
  const postalCode = typeof address.postalCode === 'string' ? address.postalCode.trim() : '';
  if (country === 'NL' && !dutchPostcode.test(postalCode))
    return { field: 'addressDetails.postalCode', message: 'postalCode must be a Dutch postcode' };
  const addition = address.houseNumberAddition;
  return {
    street: String(address.street).trim(),
    houseNumber: String(address.houseNumber).trim(),
    ...(typeof addition === 'string' && addition !== '' ? { houseNumberAddition: addition } : {}),
    postalCode,
    city: String(address.city).trim(),
    countryCode: country,
  };
}

/**
 * Applies `{ personId, contactDetails?, addressDetails?, maritalStatus?, partnerDetailsInfo?,
 * relationEndDate?, relationEndReason?, relocation? }` and returns the first problem instead, if any (nothing is changed
 * then).
 * - `addressDetails` is a complete new address (street, houseNumber, city, countryCode; postalCode
 *   required and a Dutch postcode for NL, free-form elsewhere) and replaces the old one.
 *   `relocation: { movingDate, employedByEmployer }` may come with it (recorded, checked as a date).
 * - `relationEndDate` (yyyy-MM-dd) with `relationEndReason` (`divorce` for m,
 *   `partnershipDissolved` for rp, `cohabitationEnded` for c) ends the registered relation (not
 *   before it started): the partner is
 *   removed and, after a divorce or dissolved partnership, the divorce agreements form arrives in
 *   the inbox of the first policy (when `ids` is given).
 * - `partnerDetailsInfo` registers a partner (null removes): a valid BSN other than the member's
 *   own; while another partner is registered only together with its end, and starting no
 *   earlier than that end.
 * - `maritalStatus` is a code of spec section 3 (`{code}` or the code).
 */
export function updatePerson(
  persona: MemberPersona,
  body: Record<string, unknown>,
  isValidBsn: (bsn: string) => boolean,
  ids?: Sequence,
): FieldProblem | undefined {
  const info = persona.person.personDetailsInfo;
  const own = info.basicPersonInfo;
  if (body.personId === undefined) return { field: 'personId', message: 'personId is required' };
  if (String(body.personId) !== own.personId)
    return {
      field: 'personId',
      message: `personId ${String(body.personId)} is not the signed-in participant`,
    };
  const parts = [
    'contactDetails',
    'addressDetails',
    'maritalStatus',
    'partnerDetailsInfo',
    'relationEndDate',
  ];
  if (!parts.some((p) => p in body))
    return {
      field: 'contactDetails',
      message: `Nothing to change: send one of ${parts.join(', ')}`,
    };
  const contact = asRecord(body.contactDetails);
  if (contact.emailAddress !== undefined && !emailPattern.test(String(contact.emailAddress)))
    return {
      field: 'contactDetails.emailAddress',
      message: 'emailAddress is not a valid e-mail address',
    };
  const language = asRecord(contact.communicationLanguagePreference).code;
  if (language !== undefined && language !== 'nl' && language !== 'en')
    return {
      field: 'contactDetails.communicationLanguagePreference',
      message: 'language code must be nl or en',
    };

  const address = body.addressDetails === undefined ? undefined : parseAddress(body.addressDetails);
  if (address && 'field' in address) return address;
  const relocation = asRecord(body.relocation);
  if (relocation.movingDate !== undefined && !isDate(relocation.movingDate))
    return { field: 'relocation.movingDate', message: 'movingDate must be yyyy-MM-dd' };

  let marital: PersonDetails['personDetailsInfo']['maritalStatus'];
  if (body.maritalStatus !== undefined) {
    const code = codeOf(body.maritalStatus);
    if (!maritalStatusCodes.includes(code as never))
      return {
        field: 'maritalStatus',
        message: `maritalStatus must be one of ${maritalStatusCodes.join(', ')}`,
      };
    marital = { ...asRecord(body.maritalStatus), code: code as string };
  }

  const current = persona.person.partnerDetailsInfo;
  const ending = body.relationEndDate !== undefined || body.relationEndReason !== undefined;
  const end = ending ? parseRelationEnd(body, current) : undefined;
  if (end && 'field' in end) return end;

  const rawPartner = body.partnerDetailsInfo;
  let partner: Partner | null | undefined = rawPartner === null ? null : undefined;
  if (rawPartner !== undefined && rawPartner !== null) {
    const parsed = parsePartner(rawPartner, own, isValidBsn);
    if ('field' in parsed) return parsed;
    const samePerson =
      current?.basicPersonInfo.centralRegistration === parsed.basicPersonInfo.centralRegistration;
    if (current && !samePerson && !end)
      return {
        field: 'partnerDetailsInfo',
        message: 'A partner is already registered: end that relation first (relationEndDate)',
      };
    if (end && parsed.relationStartDate < end.endDate)
      return {
        field: 'partnerDetailsInfo.relationStartDate',
        message: `relationStartDate lies before the previous relation ended (${end.endDate})`,
      };
    partner = parsed;
  }

  Object.assign(info.contactDetails, contact);
  if (address) info.addressDetails = address;
  if (marital) info.maritalStatus = marital;
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
