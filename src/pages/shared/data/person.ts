// Person details (GET /plexus/personDetailsQuery): the member, contact and address, partner and
// children. The registry types only the fields spec section 3 names; the rest is read here.
import { codeOf, descriptionOf, list, record, text } from './read';
import { useParsedQuery } from './use-parsed-query';

export interface BasicPerson {
  personId?: string;
  /** BSN. */
  bsn?: string;
  dateOfBirth?: string;
  initials?: string;
  firstName?: string;
  namePrefix?: string;
  lastName?: string;
  /** M, F, U, NS. */
  gender?: string;
}

export interface Address {
  street?: string;
  houseNumber?: string;
  houseNumberAddition?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
}

export interface Partner {
  person: BasicPerson;
  /** Marital status codes of spec section 3 (m, rp, c, …). */
  relationType?: string;
  relationDescription?: string;
  relationStartDate?: string;
}

export interface PersonInfo {
  person: BasicPerson;
  maritalStatus?: string;
  maritalDescription?: string;
  email?: string;
  phone?: string;
  /** nl or en. */
  language?: string;
  /** Digital_Communication, Local_Print, Central_Print. */
  channel?: string;
  address: Address;
  partner?: Partner;
  children: BasicPerson[];
}

export function parseBasicPerson(raw: unknown): BasicPerson {
  const person = record(raw);
  return {
    personId: text(person.personId),
    bsn: text(person.centralRegistration),
    dateOfBirth: text(person.dateOfBirth),
    initials: text(person.initials),
    firstName: text(person.firstName),
    namePrefix: text(person.namePrefix),
    lastName: text(person.lastName),
    gender: text(person.gender),
  };
}

export function parsePerson(raw: unknown): PersonInfo {
  const answer = record(raw);
  const info = record(answer.personDetailsInfo);
  const contact = record(info.contactDetails);
  const address = record(info.addressDetails);
  const partner = answer.partnerDetailsInfo;
  return {
    person: parseBasicPerson(info.basicPersonInfo),
    maritalStatus: codeOf(info.maritalStatus),
    maritalDescription: descriptionOf(info.maritalStatus),
    email: text(contact.emailAddress),
    phone: text(contact.phoneNumber),
    language: codeOf(contact.communicationLanguagePreference),
    channel: codeOf(contact.correspondenceChannel),
    address: {
      street: text(address.street),
      houseNumber: text(address.houseNumber),
      houseNumberAddition: text(address.houseNumberAddition),
      postalCode: text(address.postalCode),
      city: text(address.city),
      countryCode: text(address.countryCode),
    },
    partner:
      partner && typeof partner === 'object'
        ? {
            person: parseBasicPerson(record(partner).basicPersonInfo),
            relationType: codeOf(record(partner).relationType),
            relationDescription: descriptionOf(record(partner).relationType),
            relationStartDate: text(record(partner).relationStartDate),
          }
        : undefined,
    children: list(answer.childrenCollection).map((child) =>
      parseBasicPerson(record(child).basicPersonInfo),
    ),
  };
}

/** "J. de Vries": initials, prefix and last name. */
export function formalName(person: BasicPerson): string {
  return [person.initials, person.namePrefix, person.lastName].filter(Boolean).join(' ');
}

/** "Jan de Vries": first name (else initials), prefix and last name. */
export function fullName(person: BasicPerson): string {
  return [person.firstName ?? person.initials, person.namePrefix, person.lastName]
    .filter(Boolean)
    .join(' ');
}

/** Whole years old on `today`. */
export function ageOn(dateOfBirth: string | undefined, today: Date): number | undefined {
  if (!dateOfBirth) return undefined;
  const [year, month, day] = dateOfBirth.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return undefined;
  let age = today.getFullYear() - year;
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export const usePerson = () => useParsedQuery('PersonDetails', parsePerson);
