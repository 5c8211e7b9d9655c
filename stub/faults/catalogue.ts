// Every fault of spec section 8 the stub can inject, with its exact answer and the paths it hits
// unless a persona or a runtime fault names another path pattern. Add a fault kind here (and to
// the enum in persona.schema.json) and every persona can use it. `field-error` is the exception:
// it needs a field and a code and fires once, so it is set at run time only (POST /__stub/faults).
import type { FieldErrorCode } from '../api/field-error-codes';
import type { ErrorBody } from './error-body';
import { FIELD_ERROR_TEXTS } from './field-error-texts';

/** What the stub answers instead of the real answer. */
export interface FaultAnswer {
  /** HTTP status. */
  status: number;
  /** JSON body. */
  body: ErrorBody | Record<string, unknown>;
}

/** The request a fault answers. */
export interface FaultRequest {
  /** HTTP method. */
  method: string;
  /** Path as requested (original casing). */
  path: string;
}

/** What a runtime fault may add to its kind: the refused field and its code (`field-error`). */
export interface FaultDetails {
  /** Dot path of the request body field the answer refuses. */
  field?: string;
  /** Its refusal code (stub/api/field-error-codes.ts). */
  code?: FieldErrorCode;
}

/** One kind of fault. */
export interface FaultKind {
  /** Path pattern used when the declaration gives none. */
  defaultPath: string;
  /** What the portal does with it (spec section 8), for the README and /__stub/personas. */
  effect: string;
  /** Hits writes only (not GET or HEAD), so a broad path leaves the reads alone. */
  writesOnly?: boolean;
  /** A runtime fault of this kind is cleared once it has answered a request. */
  once?: boolean;
  /** Details a runtime fault of this kind must give (`POST /__stub/faults`). */
  requires?: readonly (keyof FaultDetails)[];
  /** The answer. */
  answer(request: FaultRequest, details?: FaultDetails): FaultAnswer;
}

const policyIdOf = (path: string) => /\/([0-9]+)(?:\/|$)/.exec(path)?.[1] ?? 'onbekend';

export const faultCatalogue = {
  maintenance: {
    defaultPath: '/plexus/*',
    effect: '503, message contains "backend service unavailable": portal goes to /onderhoud',
    answer: () => ({
      status: 503,
      body: {
        message: 'Plexus: backend service unavailable (gepland onderhoud)',
        code: 'MAINTENANCE',
      },
    }),
  },
  pna: {
    defaultPath: '/plexus/policies/*',
    effect: '403, message contains "PNA": access denied with code PNA',
    answer: ({ path }) => ({
      status: 403,
      body: { message: `PNA: policy ${policyIdOf(path)} needs advance`, code: 'PNA' },
    }),
  },
  poh: {
    defaultPath: '/plexus/policies/*',
    effect: '403, message contains "POH": access denied with code POH',
    answer: ({ path }) => ({
      status: 403,
      body: { message: `POH: policy ${policyIdOf(path)} is on hold`, code: 'POH' },
    }),
  },
  unauthorized: {
    defaultPath: '/plexus/*',
    effect: '401: access denied without code',
    answer: () => ({ status: 401, body: { message: 'Unauthorized' } }),
  },
  'general-10001': {
    defaultPath: '/plexus/*',
    effect:
      '500 "General exception: Error: 10001" with code 10001 (not the general exception code): access denied without code',
    answer: () => ({
      status: 500,
      body: { message: 'General exception: Error: 10001', code: '10001' },
    }),
  },
  'no-stub': {
    defaultPath: '/plexus/policies/*',
    effect:
      '400, errors[0].message contains "Geen stub message gevonden": stub scenario failure modal',
    answer: ({ method, path }) => {
      const message = `Geen stub message gevonden voor ${method} ${path}`;
      return {
        status: 400,
        body: {
          message,
          code: 'STUB_MESSAGE_NOT_FOUND',
          errors: [{ message, code: 'STUB_MESSAGE_NOT_FOUND' }],
        },
      };
    },
  },
  projections: {
    defaultPath: '/plexus/nlUcmCalculateProjectionsQuery/*',
    effect: '200 with an NlUcmCqMessages code and no paymentCollection: URM projections error',
    answer: ({ path }) => ({
      status: 200,
      body: {
        policyId: policyIdOf(path),
        calculationDate: new Date().toISOString().slice(0, 10),
        nlUcmProjectionsDCCqCollection: [{ groupIdentifier: 'Opbouw UL Bruto' }],
        messages: [
          {
            code: 'NlUcmCqMessages.ProjectionCalculationFailed',
            message: 'De prognose kon niet worden berekend.',
          },
        ],
      },
    }),
  },
  'null-reference': {
    defaultPath: '/plexus/employmentPensionInfoQuery',
    effect: '500 "Object reference not set to an instance of an object.": error page without code',
    answer: () => ({
      status: 500,
      body: {
        message: 'Object reference not set to an instance of an object.',
        code: 'NullReferenceException',
      },
    }),
  },
  'value-null': {
    defaultPath: '/plexus/policies/*',
    effect: '500 "Value cannot be null.": error page without code (on the pension-info load)',
    answer: () => ({
      status: 500,
      body: {
        message: "Value cannot be null. (Parameter 'source')",
        code: 'ArgumentNullException',
      },
    }),
  },
  'person-not-found': {
    defaultPath: '/plexus/personDetailsQuery',
    effect:
      "404 on the person query (the back end cannot find the person): 'User not found' where the person's data is shown",
    answer: () => ({
      status: 404,
      body: { message: 'Person not found', code: 'PERSON_NOT_FOUND' },
    }),
  },
  'field-error': {
    defaultPath: '/plexus/*',
    effect:
      "400 naming one request body field with a refusal code (errors[{ field, code, message }]), once: the wizard returns to that answer with the code's message",
    writesOnly: true,
    once: true,
    requires: ['field', 'code'],
    answer: (_request, details = {}) => {
      const code: FieldErrorCode = details.code ?? 'INVALID_VALUE';
      const message = FIELD_ERROR_TEXTS[code];
      const field = details.field ?? '';
      return {
        status: 400,
        body: { message, code: 'VALIDATION', errors: [{ field, code, message }] },
      };
    },
  },
} satisfies Record<string, FaultKind>;

/** A fault kind name. */
export type FaultName = keyof typeof faultCatalogue;

/** The kind of a fault by name (typed as the common shape, optional parts included). */
export const faultKind = (name: FaultName): FaultKind => faultCatalogue[name];

/** True when `name` is a fault kind. */
export const isFaultName = (name: unknown): name is FaultName =>
  typeof name === 'string' && Object.hasOwn(faultCatalogue, name);
