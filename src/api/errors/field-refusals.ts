// The back end's per-field refusals: a 400 whose body lists `errors[{ field, code, message }]`
// (stub/faults/error-body.ts), `field` being the dot path of the request body field and `code`
// one of the contract's codes (stub/api/field-error-codes.ts). Read tolerantly: entries without a
// field are not about a field.
import { ApiError } from '../api-error';

/** One field the back end refused. */
export interface FieldRefusal {
  /** Dot path of the request body field, list indices as numbers (`documents.1`). */
  field: string;
  /** The refusal code (`INVALID_BSN`, …); empty when the answer gave none. */
  code: string;
  /** The back end's own text, for logs (the member sees the code's message). */
  message: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The failed call's ApiError: the error itself, or the cause a command's failure wraps. */
function apiErrorOf(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  return error instanceof Error && error.cause instanceof ApiError ? error.cause : undefined;
}

/** The fields a failed command's 400 answer refuses, in the answer's order (none otherwise). */
export function fieldRefusals(error: unknown): FieldRefusal[] {
  const api = apiErrorOf(error);
  if (api?.status !== 400 || typeof api.body !== 'object' || api.body === null) return [];
  const errors = (api.body as Record<string, unknown>).errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, code, message } = entry as Record<string, unknown>;
    const path = text(field).trim();
    return path === '' ? [] : [{ field: path, code: text(code), message: text(message) }];
  });
}
