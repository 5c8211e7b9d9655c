// Bodies of the summary reports (`POST /Reports/pensionsummary/{report}/{id}`, PDF): what the
// member chose, as the success page offers it for download. A report the table below does not
// know takes any object with the policy id.
import * as v from 'valibot';
import { investmentProfiles } from '../../state/investments';
import { pensionAgeTypes } from '../../state/pension-age';
import { defineBody, type BodyContext } from './body-spec';
import { frequencies, schemeTypes } from './daily-single-premium-event-command';
import { amount, coded, date, oneOf, policyId, text, yearMonth } from './fields';

/** The fields of each known report besides `policyId`, by lower-case report name. */
const reportFields: Readonly<Record<string, () => v.ObjectEntries>> = {
  extradeposit: () => ({
    amount: amount(0, true),
    schemeType: oneOf(schemeTypes),
    frequency: oneOf(frequencies),
    startDate: v.nullish(date()),
    yearlyAmount: v.nullish(amount(0)),
  }),
  personalpensionage: () => ({
    personalPensionAgeType: coded(pensionAgeTypes),
    personalPensionAge: yearMonth(),
    personalPensionDate: v.nullish(date()),
    previousPersonalPensionAge: v.nullish(yearMonth()),
  }),
  changeinvestmentchoice: () => ({
    investmentProfile: coded(investmentProfiles),
    previousInvestmentProfile: v.nullish(coded(investmentProfiles)),
    targetSplitCollection: v.nullish(
      v.array(
        v.looseObject(
          { fundId: text(), targetPct: amount(0) },
          '{field} must be { fundId, targetPct }',
        ),
        '{field} must be a list',
      ),
    ),
  }),
};

/** The body contract of the summary report `report` (lower case). */
export const summaryReportBody = (report: string) =>
  defineBody({
    method: 'POST',
    path: `/reports/pensionsummary/${report}/:id`,
    policyInPath: true,
    schema: (context: BodyContext) =>
      v.looseObject({ policyId: policyId(context), ...reportFields[report]?.() }),
  });
