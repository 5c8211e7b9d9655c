// Body of `POST /plexus/CoverChangeEventCommand`: covers chosen or dropped (Anw, net pension,
// extra partner pension), from a start date; with the Anw gap pension started or raised, the
// member's health declaration (ADR 0003: answers go in the body where it has room).
import * as v from 'valibot';
import { defineBody } from './body-spec';
import { coverChanges, healthDeclaration } from './cover-changes';
import { date, policyId } from './fields';

/** `{ policyId, coverChangeCollection, startDate?, healthDeclaration? }`. */
export const coverChangeEventBody = defineBody({
  method: 'POST',
  path: '/plexus/coverchangeeventcommand',
  schema: (context) =>
    v.looseObject({
      policyId: policyId(context),
      coverChangeCollection: coverChanges(),
      startDate: v.nullish(date()),
      healthDeclaration: v.nullish(healthDeclaration()),
    }),
});
