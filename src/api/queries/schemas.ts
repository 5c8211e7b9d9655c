// Answer types of the queries whose fields spec section 3 names, checked at the boundary.
// Objects are loose: unknown fields pass through, so a richer back end does not break the portal.
// zod/mini (the functional API of the same package) so the home route ships only the checks used.
import * as z from 'zod/mini';

const code = z.looseObject({ code: z.string() });
const yearMonth = z.looseObject({ year: z.number(), month: z.number() });

export const personDetailsSchema = z.looseObject({
  personDetailsInfo: z.looseObject({
    basicPersonInfo: z.looseObject({
      personId: z.optional(z.string()),
      centralRegistration: z.optional(z.string()),
      dateOfBirth: z.optional(z.string()),
      initials: z.optional(z.string()),
      namePrefix: z.nullish(z.string()),
      lastName: z.optional(z.string()),
      gender: z.optional(z.string()),
    }),
    contactDetails: z.optional(
      z.looseObject({
        emailAddress: z.nullish(z.string()),
        communicationLanguagePreference: z.nullish(code),
      }),
    ),
  }),
});
export type PersonDetails = z.infer<typeof personDetailsSchema>;

export const policyDetailsSchema = z.looseObject({
  lifePolicyStatus: z.optional(code),
  personalPensionDate: z.nullish(z.string()),
  packageDetailsCollection: z.optional(
    z.array(
      z.looseObject({
        lifePackageStatus: z.optional(code),
        coverDetailsCollection: z.optional(z.array(z.looseObject({}))),
      }),
    ),
  ),
});
export type PolicyDetails = z.infer<typeof policyDetailsSchema>;

export const personalPensionAgeSchema = z.looseObject({
  personalPensionAgeType: z.nullish(code),
  agreementPensionAge: z.nullish(yearMonth),
  statePensionAge: z.nullish(yearMonth),
  personalPensionAge: z.nullish(yearMonth),
  finalPersonalPensionAge: z.nullish(yearMonth),
});
export type PersonalPensionAge = z.infer<typeof personalPensionAgeSchema>;

export const pensionInfoSchema = z.looseObject({
  employmentPensionInfoCollection: z.array(
    z.looseObject({ policyId: z.string(), employerName: z.nullish(z.string()) }),
  ),
});
export type PensionInfo = z.infer<typeof pensionInfoSchema>;

export const globalParametersSchema = z.looseObject({
  entryCollection: z.array(
    z.looseObject({ id: z.string(), type: z.optional(z.string()), value: z.unknown() }),
  ),
});
export type GlobalParameters = z.infer<typeof globalParametersSchema>;

export const settingsSchema = z.looseObject({
  featureToggles: z.optional(z.array(z.looseObject({ key: z.string(), isEnabled: z.boolean() }))),
});
export type Settings = z.infer<typeof settingsSchema>;

/** A parse function for a registry entry: throws with the query's name when the answer is off. */
export function parseWith<S extends z.ZodMiniType>(name: string, schema: S) {
  return (raw: unknown): z.infer<S> => {
    const result = schema.safeParse(raw);
    if (!result.success) throw new Error(`Unexpected answer from ${name}`, { cause: result.error });
    return result.data;
  };
}
