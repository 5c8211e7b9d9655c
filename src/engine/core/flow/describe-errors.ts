/**
 * Meta-schema errors as problems an editor can act on: the JSON pointer of the value at fault
 * (the missing or unexpected property itself, not its parent) and a short plain message.
 */
import type { ValidatorError } from '../types/schema';

/** One problem in a JSON file. */
export interface JsonProblem {
  /** JSON pointer into the file, e.g. `/steps/0/title`. */
  path: string;
  /** What is wrong. */
  message: string;
}

function describe(error: ValidatorError): JsonProblem {
  const { instancePath: path, keyword, params } = error;
  switch (keyword) {
    case 'required':
      return { path: `${path}/${String(params.missingProperty)}`, message: 'is required' };
    case 'additionalProperties':
      return {
        path: `${path}/${String(params.additionalProperty)}`,
        message: 'is not allowed here',
      };
    case 'unevaluatedProperties':
      return {
        path: `${path}/${String(params.unevaluatedProperty)}`,
        message: 'is not allowed here',
      };
    case 'enum':
      return {
        path,
        message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'const':
      return { path, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'anyOf':
      return { path, message: 'is not a JSON-logic rule (a value, an array or a one-key object)' };
    default:
      return { path, message: error.message ?? `fails ${keyword}` };
  }
}

/**
 * One problem per path and message. Errors from `if` (they only select a branch) and the
 * alternatives inside a failed `anyOf` (the `anyOf` itself says it) are left out.
 */
export function describeErrors(errors: readonly ValidatorError[]): JsonProblem[] {
  const anyOfPaths = new Set(
    errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath),
  );
  const seen = new Set<string>();
  const problems: JsonProblem[] = [];
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    if (
      error.keyword !== 'anyOf' &&
      anyOfPaths.has(error.instancePath) &&
      error.schemaPath?.includes('/anyOf/')
    )
      continue;
    const problem = describe(error);
    const key = `${problem.path} ${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}
