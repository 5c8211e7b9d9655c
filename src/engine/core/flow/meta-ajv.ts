/**
 * ajv for the meta-schemas (`schemas/meta/*.schema.json`). Their `x-check` annotations mark the
 * values the flow checker verifies beyond shape (message ids, queries, rules, …); `onCheck`
 * receives each such value with its JSON pointer while a document is validated.
 *
 * Test and tool time only (ajv compiles with `new Function`).
 */
import Ajv2020 from 'ajv/dist/2020';

/** Called for every value a meta-schema marks with `x-check`. */
export type CheckVisitor = (kind: string, value: unknown, pointer: string) => void;

/** An ajv for the meta-schemas; `visit` sees every `x-check` value. */
export function createMetaAjv(visit?: CheckVisitor): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  ajv.addKeyword({
    keyword: 'x-check',
    schemaType: 'string',
    errors: false,
    validate: (
      kind: string,
      value: unknown,
      _schema?: unknown,
      context?: { instancePath: string },
    ) => {
      visit?.(kind, value, context?.instancePath ?? '');
      return true;
    },
  });
  return ajv;
}
