// Body of `POST /Plexus/personalPensionAgeCommand`: which pension age the member chooses.
import * as v from 'valibot';
import { pensionAgeTypes } from '../../state/pension-age';
import { codeOf } from '../body';
import { defineBody } from './body-spec';
import { coded, policyId, yearMonth } from './fields';
import { refine } from './rules';

/** `{ policyId, personalPensionAgeType, personalPensionAge? }` (the age with type specific). */
export const personalPensionAgeBody = defineBody({
  method: 'POST',
  path: '/plexus/personalpensionagecommand',
  schema: (context) =>
    refine(
      v.looseObject({
        policyId: policyId(context),
        personalPensionAgeType: coded(pensionAgeTypes),
        personalPensionAge: v.nullish(yearMonth()),
      }),
      (body, refuse) => {
        if (codeOf(body.personalPensionAgeType) === 'specific' && !body.personalPensionAge)
          refuse(
            ['personalPensionAge'],
            'REQUIRED',
            'personalPensionAge { year, month } is required for type specific',
          );
      },
    ),
});
