// Answer types of the queries whose fields spec section 3 names, checked at the boundary.
// Objects are loose: unknown fields pass through, so a richer back end does not break the portal.
// zod/mini (the functional API of the same package) so the home route ships only the checks used.
import * as z from 'zod/mini';

/**
 * A schema built on first use: building every schema while the portal's code is first run would
 * add to that one long task; each is built when its query's first answer is checked.
 */
function lazy<S extends z.ZodMiniType>(build: () => S): () => S {
  let built: S | undefined;
  return () => (built ??= build());
}

const code = () => z.looseObject({ code: z.string() });
const yearMonth = () => z.looseObject({ year: z.number(), month: z.number() });

export const personDetailsSchema = lazy(() =>
  z.looseObject({
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
          communicationLanguagePreference: z.nullish(code()),
        }),
      ),
    }),
  }),
);
export type PersonDetails = z.infer<ReturnType<typeof personDetailsSchema>>;

export const policyDetailsSchema = lazy(() =>
  z.looseObject({
    lifePolicyStatus: z.optional(code()),
    personalPensionDate: z.nullish(z.string()),
    packageDetailsCollection: z.optional(
      z.array(
        z.looseObject({
          lifePackageStatus: z.optional(code()),
          coverDetailsCollection: z.optional(z.array(z.looseObject({}))),
        }),
      ),
    ),
  }),
);
export type PolicyDetails = z.infer<ReturnType<typeof policyDetailsSchema>>;

export const personalPensionAgeSchema = lazy(() =>
  z.looseObject({
    personalPensionAgeType: z.nullish(code()),
    agreementPensionAge: z.nullish(yearMonth()),
    statePensionAge: z.nullish(yearMonth()),
    personalPensionAge: z.nullish(yearMonth()),
    finalPersonalPensionAge: z.nullish(yearMonth()),
  }),
);
export type PersonalPensionAge = z.infer<ReturnType<typeof personalPensionAgeSchema>>;

export const pensionInfoSchema = lazy(() =>
  z.looseObject({
    employmentPensionInfoCollection: z.array(
      z.looseObject({ policyId: z.string(), employerName: z.nullish(z.string()) }),
    ),
  }),
);
export type PensionInfo = z.infer<ReturnType<typeof pensionInfoSchema>>;

export const globalParametersSchema = lazy(() =>
  z.looseObject({
    entryCollection: z.array(
      z.looseObject({ id: z.string(), type: z.optional(z.string()), value: z.unknown() }),
    ),
  }),
);
export type GlobalParameters = z.infer<ReturnType<typeof globalParametersSchema>>;

export const settingsSchema = lazy(() =>
  z.looseObject({
    featureToggles: z.optional(z.array(z.looseObject({ key: z.string(), isEnabled: z.boolean() }))),
  }),
);
export type Settings = z.infer<ReturnType<typeof settingsSchema>>;

/** A parse function for a registry entry: throws with the query's name when the answer is off. */
export function parseWith<S extends z.ZodMiniType>(name: string, schema: () => S) {
  return (raw: unknown): z.infer<S> => {
    const result = schema().safeParse(raw);
    if (!result.success) throw new Error(`Unexpected answer from ${name}`, { cause: result.error });
    return result.data;
  };
}
