// Body of `POST /plexus/startDivorceWorkFlowCommand`, as the divorce and separation agreements
// wizards send it: the end of the relation, whether agreements about dividing the pension were
// made, and with agreements their kind, the ex-partner and the documents. A body with only
// policyId (a bare report of a split) stays valid.
import * as v from 'valibot';
import { defineBody } from './body-spec';
import { bsn, date, files, isBodyDate, name, oneOf, policyId, yesNo } from './fields';
import { refine, rule } from './rules';

/** What the body says, as far as the cross-field rules look. */
interface DivorceFields {
  divorceDate?: unknown;
  agreementsMade?: boolean | null;
  divisionType?: unknown;
  exPartner?: { lastName?: unknown; dateOfBirth?: unknown; centralRegistration?: unknown } | null;
  documents?: unknown[] | null;
}

/**
 * `{ policyId, divorceType? (DIVORCE), divorceDate, agreementsMade, divisionType, exPartner,
 * documents }`: divorceDate and agreementsMade unless the report is bare; with agreements also
 * divisionType, the ex-partner (last name, birth date not after the divorce, BSN not your own)
 * and at least one document; without agreements no documents.
 */
export const startDivorceWorkflowBody = defineBody({
  method: 'POST',
  path: '/plexus/startdivorceworkflowcommand',
  schema: (context) => {
    const own = context.persona.person.personDetailsInfo.basicPersonInfo.centralRegistration;
    return refine(
      v.looseObject({
        policyId: policyId(context),
        divorceType: v.nullish(oneOf(['DIVORCE', 'SEPARATION'] as const)),
        divorceDate: v.nullish(
          v.pipe(
            date(),
            rule<string>(
              'DATE_OUT_OF_RANGE',
              (value) => !isBodyDate(value) || value <= context.today,
              'divorceDate must not be in the future',
            ),
          ),
        ),
        agreementsMade: v.nullish(yesNo()),
        divisionType: v.nullish(oneOf(['STANDARD', 'DIFFERENT'] as const)),
        exPartner: v.nullish(
          v.looseObject(
            {
              lastName: v.nullish(name()),
              dateOfBirth: v.nullish(date()),
              centralRegistration: v.nullish(bsn(own)),
            },
            '{field} must be { lastName, dateOfBirth, centralRegistration }',
          ),
        ),
        documents: v.nullish(files()),
      }),
      (body: DivorceFields, refuse) => {
        if (body.divorceDate == null && body.agreementsMade == null) return;
        if (body.divorceDate == null) refuse(['divorceDate'], 'REQUIRED');
        if (body.agreementsMade == null) refuse(['agreementsMade'], 'REQUIRED');
        if (body.agreementsMade === false && body.documents != null)
          refuse(['documents'], 'INVALID_VALUE', 'documents are only sent with agreements');
        if (body.agreementsMade !== true) return;
        if (body.divisionType == null) refuse(['divisionType'], 'REQUIRED');
        const partner = body.exPartner;
        if (!partner) refuse(['exPartner'], 'REQUIRED');
        else
          for (const field of ['lastName', 'dateOfBirth', 'centralRegistration'] as const)
            if (partner[field] == null) refuse(['exPartner', field], 'REQUIRED');
        if (!body.documents?.length)
          refuse(['documents'], 'REQUIRED', 'At least one document is required with agreements');
        const born = partner?.dateOfBirth;
        if (isBodyDate(born) && isBodyDate(body.divorceDate) && born > body.divorceDate)
          refuse(
            ['exPartner', 'dateOfBirth'],
            'DATE_OUT_OF_RANGE',
            'exPartner.dateOfBirth must not lie after divorceDate',
          );
      },
    );
  },
});
