// The field types of write bodies. Where the portal checks a field (BSN, e-mail, postcode, names,
// dates, files) the stub runs the portal's own check from src/validation, so the client and the
// back end refuse exactly the same values, each with its code of FIELD_ERROR_CODES.
import * as v from 'valibot';
import { DEFAULT_MAX_TOTAL_SIZE } from '../../../src/engine/core/fields/files';
import { isDifferentBsn, isValidBsn } from '../../../src/validation/bsn';
import { isValidEmail } from '../../../src/validation/email';
import { validateFiles, type FileToSend } from '../../../src/validation/files';
import { isValidName } from '../../../src/validation/names';
import { parseDate } from '../../../src/validation/parse-date';
import { codeOf } from '../body';
import type { FieldErrorCode } from '../field-error-codes';
import { findPension } from '../respond';
import type { BodyContext } from './body-spec';
import { across, rule, type RuleMessage } from './rules';

/** Some value: neither null nor blank text (a missing key is refused by the object already). */
const present = rule<unknown>(
  'REQUIRED',
  (value) =>
    value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === ''),
);

/** A schema whose input may be anything and whose output the rules made sure of. */
const checked = <T>(...rules: v.PipeItem<unknown, unknown, v.BaseIssue<unknown>>[]) =>
  v.pipe(v.unknown(), present, ...rules) as unknown as v.GenericSchema<unknown, T>;

/**
 * Text that is there and passes `test`; a value of another type is refused with the same `code`,
 * so a number in a date field is an INVALID_DATE, not a type error.
 */
export const checkedText = (
  code: FieldErrorCode,
  test: (text: string) => boolean = () => true,
  message: RuleMessage<unknown> = '',
) =>
  checked<string>(
    rule<unknown>(code, (value) => typeof value === 'string' && test(value), message),
  );

/** Required text (not blank). */
export const text = () => checkedText('INVALID_VALUE', () => true, '{field} must be text');

/** Optional text. */
export const optionalText = () => v.nullish(v.string('{field} must be text'));

/** Required text that is one of `values`. */
export const oneOf = <T extends string>(values: readonly T[]) =>
  checkedText(
    'INVALID_VALUE',
    (value) => (values as readonly string[]).includes(value),
    `{field} must be one of ${values.join(', ')}`,
  ) as unknown as v.GenericSchema<unknown, T>;

/** A code written as `'x'` or `{ code: 'x' }` (spec section 3's coded values), one of `values`. */
export const coded = (values: readonly string[]) =>
  checked<string | { code: string }>(
    rule<unknown>(
      'INVALID_VALUE',
      (value) => values.includes(codeOf(value) ?? ''),
      `{field} must be one of ${values.join(', ')} (or { "code": … })`,
    ),
  );

/** true or false. */
export const yesNo = () => v.boolean('{field} must be true or false');

/** A finite number of at least `min` (greater than `min` when `exclusive`). */
export const amount = (min = 0, exclusive = false) =>
  v.pipe(
    v.number('{field} must be a number'),
    rule<number>(
      'INVALID_VALUE',
      (n) => Number.isFinite(n) && (exclusive ? n > min : n >= min),
      `{field} must be a number ${exclusive ? 'greater than' : 'of at least'} ${min}`,
    ),
  );

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.number('{field} must be a number'),
    rule<number>(
      'INVALID_VALUE',
      (n) => Number.isInteger(n) && n >= min && n <= max,
      `{field} must be a whole number from ${min} to ${max}`,
    ),
  );

/** A list of `item`, with at least one element (REQUIRED when empty). */
export const nonEmptyList = <S extends v.GenericSchema>(item: S) =>
  v.pipe(
    v.array(item, '{field} must be a list'),
    rule<v.InferOutput<S>[]>(
      'REQUIRED',
      (list) => list.length > 0,
      '{field} needs at least one item',
    ),
  );

/** An age or a span: `{ year, month }` with month 0 to 11 (spec section 5). */
export const yearMonth = () =>
  v.looseObject(
    { year: wholeNumber(0, 150), month: wholeNumber(0, 11) },
    '{field} must be { year, month }',
  );

/** `yyyy-MM-dd`, the wire format of every date in a body. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written yyyy-MM-dd within the portal's years (parse-date.ts). */
export const isBodyDate = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DAY.test(value) && parseDate(value) !== null;

/** A date, yyyy-MM-dd: a real calendar date (`2023-02-29` is refused), INVALID_DATE otherwise. */
export const date = () => checkedText('INVALID_DATE', isBodyDate);

/** An e-mail address as spec section 5 describes it (INVALID_EMAIL). */
export const email = () => checkedText('INVALID_EMAIL', isValidEmail);

/** A name as spec section 5 describes it (INVALID_NAME). */
export const name = () => checkedText('INVALID_NAME', isValidName);

/** An optional name: absent, empty (no prefix) or a name (INVALID_NAME). */
export const optionalName = () =>
  v.nullish(
    v.pipe(
      v.string('{field} must be text'),
      rule<string>('INVALID_NAME', (value) => value === '' || isValidName(value)),
    ),
  );

/**
 * A citizen service number: 8 or 9 digits (8 are left-padded), eleven-test, not all zeros
 * (INVALID_BSN, 'No valid BSN number' as spec sections 5 and 8 say); with `own`, also not the
 * member's own number (SAME_BSN), compared in the padded form.
 */
export const bsn = (own?: string) =>
  checked<string>(
    rule<unknown>(
      'INVALID_BSN',
      (value) => typeof value === 'string' && isValidBsn(value),
      'No valid BSN number',
    ),
    rule<unknown>(
      'SAME_BSN',
      (value) => own === undefined || typeof value !== 'string' || isDifferentBsn(value, own),
      '{field} must differ from your own BSN',
    ),
  );

/** A policy id of the member the request is about. */
export const policyId = ({ persona }: BodyContext) =>
  checkedText(
    'INVALID_VALUE',
    (id) => findPension(persona, id) !== undefined,
    (id) => `policyId ${String(id)} is not a policy of this participant`,
  );

/** The files of one body stay below this total: the portal's default limit (10 MB). */
export const MAX_TOTAL_BYTES = DEFAULT_MAX_TOTAL_SIZE;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** One file of a body: `{ name, size, type, content }`, content base64. */
const file = v.looseObject(
  {
    name: text(),
    size: wholeNumber(0, Number.MAX_SAFE_INTEGER),
    type: text(),
    content: checkedText(
      'INVALID_VALUE',
      (content) => BASE64.test(content),
      '{field} must be base64',
    ),
  },
  '{field} must be a file { name, size, type, content }',
);

/** A file of a body. */
export type SentFile = v.InferOutput<typeof file>;

/** The upload rules broken by `files` (src/validation/files.ts), as the portal checks them. */
const broken = (files: readonly FileToSend[], maxTotalBytes = Number.POSITIVE_INFINITY) =>
  validateFiles(files, { maxTotalBytes, required: false });

/**
 * Files: pdf, jpeg or png by type and extension (FILE_TYPE on the file, `documents.1`), no name
 * twice ignoring case (FILE_DUPLICATE on the later file), together below 10 MB (FILE_SIZE on
 * the list). An empty list is allowed here; a write that needs files says so itself.
 */
export const files = () =>
  v.pipe(
    v.array(file, '{field} must be a list of files'),
    across<SentFile[]>((list, refuse) => {
      list.forEach((sent, index) => {
        if (broken([sent]).includes('validation.file.type')) refuse([index], 'FILE_TYPE');
        else if (
          list
            .slice(0, index)
            .some((earlier) => broken([earlier, sent]).includes('validation.file.duplicateName'))
        )
          refuse([index], 'FILE_DUPLICATE');
      });
      if (broken(list, MAX_TOTAL_BYTES).includes('validation.file.totalSize'))
        refuse([], 'FILE_SIZE', 'The files are too large together (10 MB or more)');
    }),
  );
