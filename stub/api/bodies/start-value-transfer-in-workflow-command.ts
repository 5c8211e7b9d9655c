// Body of `POST /plexus/startValueTransferInWorkflowCommand` (spec section 7: DTYPE,
// externalReference, pensionProviderName as a name plus a location, policyId): a value-transfer
// request, or the member's approval or rejection of the offer.
import * as v from 'valibot';
import { defineBody } from './body-spec';
import { files, oneOf, optionalText, policyId } from './fields';
import { across, refine } from './rules';

/** The kinds of value-transfer workflow. */
export const valueTransferTypes = [
  'ValueTransferIn',
  'ValueTransferApproval',
  'ValueTransferRejection',
] as const;

/** The kinds that answer an offer and so need its reference. */
const answersAnOffer: readonly string[] = ['ValueTransferApproval', 'ValueTransferRejection'];

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The provider: non-blank text, or `{ name, location? }` with a name. */
const providerName = () =>
  v.pipe(
    v.unknown(),
    across<unknown>((value, refuse) => {
      if (value === null || value === undefined || typeof value === 'string') {
        if (blank(value)) refuse([], 'REQUIRED');
        return;
      }
      if (typeof value !== 'object' || Array.isArray(value))
        return refuse([], 'INVALID_VALUE', '{field} must be text or { name, location }');
      const { name, location } = value as Record<string, unknown>;
      if (name !== undefined && name !== null && typeof name !== 'string')
        refuse(['name'], 'INVALID_VALUE', '{field} must be text');
      else if (blank(name)) refuse(['name'], 'REQUIRED');
      if (location !== undefined && location !== null && typeof location !== 'string')
        refuse(['location'], 'INVALID_VALUE', '{field} must be text');
    }),
  ) as unknown as v.GenericSchema<unknown, string | { name: string; location?: string | null }>;

/**
 * `{ policyId, pensionProviderName, DTYPE? (ValueTransferIn), externalReference?, documents? }`.
 */
export const startValueTransferInWorkflowBody = defineBody({
  method: 'POST',
  path: '/plexus/startvaluetransferinworkflowcommand',
  schema: (context) =>
    refine(
      v.looseObject({
        policyId: policyId(context),
        pensionProviderName: providerName(),
        DTYPE: v.nullish(oneOf(valueTransferTypes)),
        externalReference: optionalText(),
        documents: v.nullish(files()),
      }),
      (body, refuse) => {
        if (answersAnOffer.includes(String(body.DTYPE)) && blank(body.externalReference))
          refuse(
            ['externalReference'],
            'REQUIRED',
            `externalReference is required for ${String(body.DTYPE)}`,
          );
      },
    ),
});
