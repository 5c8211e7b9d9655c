// Answer types of the queries whose fields spec section 3 names, checked at the boundary.
// Objects are loose: unknown fields pass through, so a richer back end does not break the portal.
// Valibot: a schema is a plain object, so building them all while the portal's code is first run
// costs next to nothing, and only the checks used are bundled.
import * as v from 'valibot';

const code = v.looseObject({ code: v.string() });
const yearMonth = v.looseObject({ year: v.number(), month: v.number() });

export const personDetailsSchema = v.looseObject({
  personDetailsInfo: v.looseObject({
    basicPersonInfo: v.looseObject({
      personId: v.optional(v.string()),
      centralRegistration: v.optional(v.string()),
      dateOfBirth: v.optional(v.string()),
      initials: v.optional(v.string()),
      namePrefix: v.nullish(v.string()),
      lastName: v.optional(v.string()),
      gender: v.optional(v.string()),
    }),
    contactDetails: v.optional(
      v.looseObject({
        emailAddress: v.nullish(v.string()),
        communicationLanguagePreference: v.nullish(code),
      }),
    ),
  }),
});
export type PersonDetails = v.InferOutput<typeof personDetailsSchema>;

export const policyDetailsSchema = v.looseObject({
  lifePolicyStatus: v.optional(code),
  personalPensionDate: v.nullish(v.string()),
  packageDetailsCollection: v.optional(
    v.array(
      v.looseObject({
        lifePackageStatus: v.optional(code),
        coverDetailsCollection: v.optional(v.array(v.looseObject({}))),
      }),
    ),
  ),
});
export type PolicyDetails = v.InferOutput<typeof policyDetailsSchema>;

export const personalPensionAgeSchema = v.looseObject({
  personalPensionAgeType: v.nullish(code),
  agreementPensionAge: v.nullish(yearMonth),
  statePensionAge: v.nullish(yearMonth),
  personalPensionAge: v.nullish(yearMonth),
  finalPersonalPensionAge: v.nullish(yearMonth),
});
export type PersonalPensionAge = v.InferOutput<typeof personalPensionAgeSchema>;

export const pensionInfoSchema = v.looseObject({
  employmentPensionInfoCollection: v.array(
    v.looseObject({ policyId: v.string(), employerName: v.nullish(v.string()) }),
  ),
});
export type PensionInfo = v.InferOutput<typeof pensionInfoSchema>;

export const globalParametersSchema = v.looseObject({
  entryCollection: v.array(
    v.looseObject({ id: v.string(), type: v.optional(v.string()), value: v.unknown() }),
  ),
});
export type GlobalParameters = v.InferOutput<typeof globalParametersSchema>;

export const settingsSchema = v.looseObject({
  featureToggles: v.optional(v.array(v.looseObject({ key: v.string(), isEnabled: v.boolean() }))),
});
export type Settings = v.InferOutput<typeof settingsSchema>;

/** A parse function for a registry entry: throws with the query's name when the answer is off. */
export function parseWith<S extends v.GenericSchema>(name: string, schema: S) {
  return (raw: unknown): v.InferOutput<S> => {
    const result = v.safeParse(schema, raw);
    if (!result.success)
      throw new Error(`Unexpected answer from ${name}`, { cause: result.issues });
    return result.output;
  };
}
