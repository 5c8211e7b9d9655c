/**
 * The one ajv set-up for step schemas: JSON Schema 2020-12, every error (ajv-errors needs it),
 * strict about unknown keywords, the portal formats, and `errorMessage` from ajv-errors.
 *
 * Test and build time only: ajv compiles with `new Function`, which the portal's CSP forbids,
 * so the browser runs the standalone validators `scripts/compile-flows.ts` generates from the
 * same set-up. Never import this from code the portal bundles.
 */
import Ajv2020, { type Options } from 'ajv/dist/2020';
import ajvErrors from 'ajv-errors';
import { addPortalFormats } from '../../../validation/ajv-formats';
import type { CompiledValidator, JsonSchema } from '../types/schema';

/** Options every step-schema ajv shares; `extra` adds e.g. the standalone `code` options. */
export function createAjv(extra: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, ...extra });
  addPortalFormats(ajv);
  ajvErrors(ajv);
  return ajv;
}

/** Compiles every schema (by path) into a validator, at test or tool time. */
export function compileValidators(
  schemas: Readonly<Record<string, JsonSchema>>,
): Record<string, CompiledValidator> {
  const ajv = createAjv();
  return Object.fromEntries(
    Object.entries(schemas).map(([path, schema]) => [
      path,
      ajv.compile(schema as Record<string, unknown>) as CompiledValidator,
    ]),
  );
}
