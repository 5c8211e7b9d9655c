// Body of `POST /plexus/CoverChangeEventCommand`: covers chosen or dropped (Anw, net pension,
// extra partner pension), from a start date.
import * as v from 'valibot';
import { defineBody } from './body-spec';
import { coverChanges } from './cover-changes';
import { date, policyId } from './fields';

/** `{ policyId, coverChangeCollection, startDate? }`. */
export const coverChangeEventBody = defineBody({
  method: 'POST',
  path: '/plexus/coverchangeeventcommand',
  schema: (context) =>
    v.looseObject({
      policyId: policyId(context),
      coverChangeCollection: coverChanges(),
      startDate: v.nullish(date()),
    }),
});
