// Answer types of the queries whose fields spec section 3 names, checked at the boundary.
// Objects are loose: unknown fields pass through, so a richer back end does not break the portal.
import { z } from 'zod';

const code = z.looseObject({ code: z.string() });
const yearMonth = z.looseObject({ year: z.number(), month: z.number() });

export const personDetailsSchema = z.looseObject({
  personDetailsInfo: z.looseObject({
    basicPersonInfo: z.looseObject({
      personId: z.string().optional(),
      centralRegistration: z.string().optional(),
      dateOfBirth: z.string().optional(),
      initials: z.string().optional(),
      namePrefix: z.string().nullish(),
      lastName: z.string().optional(),
      gender: z.string().optional(),
    }),
    contactDetails: z
      .looseObject({
        emailAddress: z.string().nullish(),
        communicationLanguagePreference: code.nullish(),
      })
      .optional(),
  }),
});
export type PersonDetails = z.infer<typeof personDetailsSchema>;

export const policyDetailsSchema = z.looseObject({
  lifePolicyStatus: code.optional(),
  personalPensionDate: z.string().nullish(),
  packageDetailsCollection: z
    .array(
      z.looseObject({
        lifePackageStatus: code.optional(),
        coverDetailsCollection: z.array(z.looseObject({})).optional(),
      }),
    )
    .optional(),
});
export type PolicyDetails = z.infer<typeof policyDetailsSchema>;

export const personalPensionAgeSchema = z.looseObject({
  personalPensionAgeType: code.nullish(),
  agreementPensionAge: yearMonth.nullish(),
  statePensionAge: yearMonth.nullish(),
  personalPensionAge: yearMonth.nullish(),
  finalPersonalPensionAge: yearMonth.nullish(),
});
export type PersonalPensionAge = z.infer<typeof personalPensionAgeSchema>;

export const pensionInfoSchema = z.looseObject({
  employmentPensionInfoCollection: z.array(
    z.looseObject({ policyId: z.string(), employerName: z.string().nullish() }),
  ),
});
export type PensionInfo = z.infer<typeof pensionInfoSchema>;

export const globalParametersSchema = z.looseObject({
  entryCollection: z.array(
    z.looseObject({ id: z.string(), type: z.string().optional(), value: z.unknown() }),
  ),
});
export type GlobalParameters = z.infer<typeof globalParametersSchema>;

export const settingsSchema = z.looseObject({
  featureToggles: z.array(z.looseObject({ key: z.string(), isEnabled: z.boolean() })).optional(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** A parse function for a registry entry: throws with the query's name when the answer is off. */
export function parseWith<S extends z.ZodType>(name: string, schema: S) {
  return (raw: unknown): z.infer<S> => {
    const result = schema.safeParse(raw);
    if (!result.success) throw new Error(`Unexpected answer from ${name}`, { cause: result.error });
    return result.data;
  };
}
