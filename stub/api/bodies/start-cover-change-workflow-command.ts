// Body of `POST /plexus/startCoverChangeWorkflowCommand`: a change the administration handles as
// a workflow (accrual manner, Anw, net pension), from a start date.
import * as v from 'valibot';
import { defineBody } from './body-spec';
import { coded, date, policyId, text } from './fields';

/** `{ policyId, workflowType, returnType? (Fixed / Variable, for ACCRUAL), startDate? }`. */
export const startCoverChangeWorkflowBody = defineBody({
  method: 'POST',
  path: '/plexus/startcoverchangeworkflowcommand',
  schema: (context) =>
    v.looseObject({
      policyId: policyId(context),
      workflowType: text(),
      returnType: v.nullish(coded(['Fixed', 'Variable'])),
      startDate: v.nullish(date()),
    }),
});
