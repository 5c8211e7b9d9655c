// `updatePersonCommand`: contact details, address, marital status and partner, merged into the
// member's person details (spec section 5 rules for BSN and e-mail apply).
import type { MemberPersona, PersonDetails } from '../personas/types';
import { asRecord, type FieldProblem } from './body';

const emailPattern = /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,4}$/;

/**
 * Applies `{ personId, contactDetails?, addressDetails?, maritalStatus?, partnerDetailsInfo? }`
 * (partnerDetailsInfo null removes the partner); returns the first problem instead, if any.
 */
export function updatePerson(
  persona: MemberPersona,
  body: Record<string, unknown>,
  isValidBsn: (bsn: string) => boolean,
): FieldProblem | undefined {
  const info = persona.person.personDetailsInfo;
  const own = info.basicPersonInfo;
  if (body.personId === undefined) return { field: 'personId', message: 'personId is required' };
  if (String(body.personId) !== own.personId)
    return {
      field: 'personId',
      message: `personId ${String(body.personId)} is not the signed-in participant`,
    };
  const parts = ['contactDetails', 'addressDetails', 'maritalStatus', 'partnerDetailsInfo'];
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
  const partner = body.partnerDetailsInfo;
  if (partner !== undefined && partner !== null) {
    const bsn = String(asRecord(asRecord(partner).basicPersonInfo).centralRegistration ?? '');
    if (!isValidBsn(bsn))
      return {
        field: 'partnerDetailsInfo.basicPersonInfo.centralRegistration',
        message: 'No valid BSN number',
      };
    if (bsn.padStart(9, '0') === own.centralRegistration)
      return {
        field: 'partnerDetailsInfo.basicPersonInfo.centralRegistration',
        message: "The partner's BSN must differ from your own",
      };
  }
  Object.assign(info.contactDetails, contact);
  Object.assign(info.addressDetails, asRecord(body.addressDetails));
  if (body.maritalStatus !== undefined)
    info.maritalStatus = body.maritalStatus as PersonDetails['personDetailsInfo']['maritalStatus'];
  if (partner !== undefined)
    persona.person.partnerDetailsInfo = partner as PersonDetails['partnerDetailsInfo'];
  return undefined;
}
