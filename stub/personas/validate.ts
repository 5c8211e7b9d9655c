// Compiles persona.schema.json once and turns ajv's errors into one readable line
// (`/pensions/0/policy/lifePolicyStatus/code must be one of REG, PAID, …`).
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';

// ajv-formats is CommonJS: Node hands over the module object, bundlers the function itself.
const addFormats = ((formatsModule as unknown as { default?: typeof formatsModule }).default ??
  formatsModule) as typeof formatsModule;

const schemaUrl = new URL('./persona.schema.json', import.meta.url);

/** The two checks every persona goes through. */
export interface PersonaValidators {
  /** A file as written (base or extending file). */
  file: ValidateFunction;
  /** A resolved persona (after merging). */
  complete: ValidateFunction;
}

let cached: PersonaValidators | undefined;

/** Compiles the schema on first use. */
export function personaValidators(): PersonaValidators {
  if (cached) return cached;
  const schema = JSON.parse(readFileSync(schemaUrl, 'utf8')) as { $id: string };
  const ajv = new Ajv2020({ allErrors: false, strictTypes: false });
  addFormats(ajv);
  const file = ajv.compile(schema);
  const complete = ajv.getSchema(`${schema.$id}#/$defs/complete`);
  if (!complete) throw new Error('persona.schema.json has no $defs/complete');
  cached = { file, complete };
  return cached;
}

/** The most useful error of a failed validation, as `{ path, message }`. */
export function describeError(errors: ErrorObject[] | null | undefined): {
  path: string;
  message: string;
} {
  const error = errors?.find((e) => e.keyword !== 'if') ?? errors?.[0];
  if (!error) return { path: '', message: 'is invalid' };
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'enum':
      return {
        path: error.instancePath,
        message: `must be one of ${(params.allowedValues as unknown[]).join(', ')}`,
      };
    case 'const':
      return { path: error.instancePath, message: `must be ${String(params.allowedValue)}` };
    case 'additionalProperties':
      return {
        path: `${error.instancePath}/${String(params.additionalProperty)}`,
        message: 'is not a known property',
      };
    case 'unevaluatedProperties':
      return {
        path: `${error.instancePath}/${String(params.unevaluatedProperty)}`,
        message: 'is not a known property',
      };
    case 'required':
      return {
        path: `${error.instancePath}/${String(params.missingProperty)}`,
        message: 'is required',
      };
    default:
      return { path: error.instancePath, message: error.message ?? 'is invalid' };
  }
}
