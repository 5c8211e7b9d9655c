// Body of `POST /plexus/dailySinglePremiumEventCommand`: an extra deposit.
import * as v from 'valibot';
import { defineBody } from './body-spec';
import { amount, date, oneOf, policyId } from './fields';

/** Gross or net. */
export const schemeTypes = ['gross', 'net'] as const;
/** How often. */
export const frequencies = ['once', 'monthly', 'yearly'] as const;

/** `{ policyId, amount, schemeType? (gross), frequency? (once), startDate? }`. */
export const dailySinglePremiumEventBody = defineBody({
  method: 'POST',
  path: '/plexus/dailysinglepremiumeventcommand',
  schema: (context) =>
    v.looseObject({
      policyId: policyId(context),
      amount: amount(0, true),
      schemeType: v.nullish(oneOf(schemeTypes)),
      frequency: v.nullish(oneOf(frequencies)),
      startDate: v.nullish(date()),
    }),
});
