// The shape of `/config.json`, the file an operator places beside `index.html` per environment, so
// one build is promoted unchanged through test, acceptance and production. Checked once at start;
// `config.schema.json` at the repository root describes the same shape for editors and operators
// (tests/config-schema.test.ts holds the two against each other).
import * as v from 'valibot';

/** The environments a build runs in (spec section 3, with acceptance between test and production). */
export const PORTAL_ENVIRONMENTS = ['development', 'test', 'acceptance', 'production'] as const;

/** The environment names of `PORTAL_ENVIRONMENTS`. */
export type PortalEnvironment = (typeof PORTAL_ENVIRONMENTS)[number];

/** Environments whose members must see the fund's real contact details. */
export const ENVIRONMENTS_NEEDING_CONTACT: readonly PortalEnvironment[] = [
  'acceptance',
  'production',
];

/** A phone number as a member dials it: digits, with spaces or hyphens between, an optional +. */
export const PHONE_PATTERN = /^\+?[0-9](?:[0-9 -]*[0-9])?$/;

const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));

const httpsOrLocalUrl = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.check(
    (url) => url.startsWith('https://') || /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url),
    'must use https (http only for localhost)',
  ),
);

const clientIds = v.strictObject({
  member: text,
  advisor: text,
  staff: text,
});

const oidc = v.strictObject({
  issuer: httpsOrLocalUrl,
  clientIds,
});

const analytics = v.strictObject({
  enabled: v.boolean(),
});

/** The object schema without the cross-field rule, for the JSON schema comparison. */
export const configObjectSchema = v.strictObject({
  $schema: v.optional(v.string()),
  $comment: v.optional(v.string()),
  environment: v.picklist(PORTAL_ENVIRONMENTS, 'must be one of ' + PORTAL_ENVIRONMENTS.join(', ')),
  oidc,
  supportPhone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(PHONE_PATTERN, 'must be a phone number: digits, spaces, hyphens, an optional +'),
    ),
  ),
  publicSiteUrl: v.optional(httpsOrLocalUrl),
  analytics,
  maintenanceRedirect: v.boolean(),
  features: v.record(v.string(), v.boolean()),
});

/** The whole check: the object, and the contact details required where members see them. */
export const portalConfigSchema = v.pipe(
  configObjectSchema,
  v.forward(
    v.check(
      (config) =>
        !ENVIRONMENTS_NEEDING_CONTACT.includes(config.environment) ||
        config.supportPhone !== undefined,
      'is required in acceptance and production: the number members call',
    ),
    ['supportPhone'],
  ),
  v.forward(
    v.check(
      (config) =>
        !ENVIRONMENTS_NEEDING_CONTACT.includes(config.environment) ||
        config.publicSiteUrl !== undefined,
      "is required in acceptance and production: the fund's public site",
    ),
    ['publicSiteUrl'],
  ),
);

/** The checked configuration the portal runs with. */
export type PortalConfig = v.InferOutput<typeof portalConfigSchema>;
