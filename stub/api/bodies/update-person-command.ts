// Body of `POST /plexus/updatePersonCommand`: contact details, a new address (relocation), the
// marital status, a new partner and the end of the registered relation. The profile wizards and
// the language setting send it; each part is optional, but one must be there.
import * as v from 'valibot';
import {
  isValidHouseNumber,
  isValidHouseNumberAddition,
} from '../../../src/validation/house-number';
import { isValidPostcode } from '../../../src/validation/postcode';
import { endReasons, maritalStatusCodes, relationTypes } from '../update-person';
import { defineBody } from './body-spec';
import {
  bsn,
  checkedText,
  coded,
  date,
  email,
  isBodyDate,
  name,
  oneOf,
  optionalName,
  optionalText,
  text,
  yesNo,
} from './fields';
import { refine } from './rules';

/** A partner: BSN (valid, not `own`), names, birth date, gender, relation type and start. */
const partner = (own: string) =>
  refine(
    v.looseObject(
      {
        basicPersonInfo: v.looseObject(
          {
            centralRegistration: bsn(own),
            initials: text(),
            namePrefix: optionalName(),
            firstName: optionalName(),
            lastName: name(),
            dateOfBirth: date(),
            gender: oneOf(['M', 'F', 'U', 'NS'] as const),
            personId: optionalText(),
          },
          '{field} must be { centralRegistration, initials, lastName, dateOfBirth, gender, … }',
        ),
        relationType: coded(relationTypes),
        relationStartDate: date(),
      },
      '{field} must be { basicPersonInfo, relationType, relationStartDate } or null',
    ),
    ({ basicPersonInfo: { dateOfBirth }, relationStartDate }, refuse) => {
      if (
        isBodyDate(dateOfBirth) &&
        isBodyDate(relationStartDate) &&
        relationStartDate < dateOfBirth
      )
        refuse(
          ['relationStartDate'],
          'DATE_OUT_OF_RANGE',
          'relationStartDate lies before the partner was born',
        );
    },
  );

/** A complete address; in the Netherlands with a Dutch postcode and house number. */
const address = () =>
  refine(
    v.looseObject(
      {
        street: text(),
        houseNumber: text(),
        houseNumberAddition: optionalText(),
        postalCode: optionalText(),
        city: text(),
        countryCode: checkedText(
          'INVALID_VALUE',
          (code) => /^[A-Z]{2}$/.test(code),
          '{field} must be an ISO 3166-1 alpha-2 code',
        ),
      },
      '{field} must be { street, houseNumber, postalCode?, city, countryCode }',
    ),
    (address, refuse) => {
      if (address.countryCode !== 'NL') return;
      if (!address.postalCode?.trim())
        refuse(
          ['postalCode'],
          'REQUIRED',
          'postalCode is required for an address in the Netherlands',
        );
      else if (!isValidPostcode(address.postalCode)) refuse(['postalCode'], 'INVALID_POSTCODE');
      if (typeof address.houseNumber === 'string' && !isValidHouseNumber(address.houseNumber))
        refuse(['houseNumber'], 'INVALID_VALUE', 'houseNumber must be a number from 1 to 99999');
      if (address.houseNumberAddition && !isValidHouseNumberAddition(address.houseNumberAddition))
        refuse(
          ['houseNumberAddition'],
          'INVALID_VALUE',
          'houseNumberAddition must be 1 to 6 letters or digits',
        );
    },
  );

/** The parts of which one must be sent. */
export const personParts = [
  'contactDetails',
  'addressDetails',
  'maritalStatus',
  'partnerDetailsInfo',
  'relationEndDate',
] as const;

/**
 * `{ personId, contactDetails?, addressDetails?, relocation?, maritalStatus?, partnerDetailsInfo?
 * (null removes), relationEndDate? + relationEndReason? }`.
 */
export const updatePersonBody = defineBody({
  method: 'POST',
  path: '/plexus/updatepersoncommand',
  schema: ({ persona }) => {
    const own = persona.person.personDetailsInfo.basicPersonInfo;
    return refine(
      v.looseObject({
        personId: checkedText(
          'INVALID_VALUE',
          (id) => id === own.personId,
          (id) => `personId ${String(id)} is not the signed-in participant`,
        ),
        contactDetails: v.nullish(
          v.looseObject(
            {
              emailAddress: v.nullish(email()),
              phoneNumber: optionalText(),
              communicationLanguagePreference: v.nullish(
                v.looseObject({ code: oneOf(['nl', 'en'] as const) }, '{field} must be { code }'),
              ),
              correspondenceChannel: v.nullish(
                coded(['Digital_Communication', 'Local_Print', 'Central_Print']),
              ),
            },
            '{field} must be { emailAddress?, phoneNumber?, communicationLanguagePreference?, … }',
          ),
        ),
        addressDetails: v.nullish(address()),
        relocation: v.nullish(
          v.looseObject(
            { movingDate: v.nullish(date()), employedByEmployer: v.nullish(yesNo()) },
            '{field} must be { movingDate, employedByEmployer? }',
          ),
        ),
        maritalStatus: v.nullish(coded(maritalStatusCodes)),
        partnerDetailsInfo: v.nullish(partner(own.centralRegistration)),
        relationEndDate: v.nullish(date()),
        relationEndReason: v.nullish(coded(Object.values(endReasons))),
      }),
      (body, refuse) => {
        if (!personParts.some((part) => part in body))
          refuse(
            ['contactDetails'],
            'REQUIRED',
            `Nothing to change: send one of ${personParts.join(', ')}`,
          );
        const end = body.relationEndDate;
        if (end != null && body.relationEndReason == null)
          refuse(
            ['relationEndReason'],
            'REQUIRED',
            'relationEndReason is required with relationEndDate',
          );
        if (body.relationEndReason != null && end == null)
          refuse(
            ['relationEndDate'],
            'REQUIRED',
            'relationEndDate is required with relationEndReason',
          );
        const start = body.partnerDetailsInfo?.relationStartDate;
        if (isBodyDate(start) && isBodyDate(end) && start < end)
          refuse(
            ['partnerDetailsInfo', 'relationStartDate'],
            'DATE_OUT_OF_RANGE',
            `relationStartDate lies before the previous relation ended (${end})`,
          );
      },
    );
  },
});
