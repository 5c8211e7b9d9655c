/**
 * The `files` widget's rules (spec section 5): which files a member may send with a form field.
 * Pure, so the wizard, headless fixture replay and drafts apply the same rules: a file is the
 * plain record `{ name, size, type, content }` (content base64), never a DOM `File`.
 */
import { ACCEPTED_FILE_TYPES } from '../../../validation/files';
import type { FieldError } from '../types/field-error';
import type { WidgetRules } from './widget-rules';

/** The `ui:widget` name of a file upload field. */
export const FILES_WIDGET = 'files';
/** Ui key: accepted MIME types. */
export const ACCEPT = 'ui:accept';
/** Ui key: the total size in bytes must stay below this. */
export const MAX_TOTAL_SIZE = 'ui:maxTotalSize';

/** Accepted MIME types without `ui:accept`: pdf, jpeg and png. */
export const DEFAULT_ACCEPT: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];
/** Total size limit without `ui:maxTotalSize`: 10 MB. */
export const DEFAULT_MAX_TOTAL_SIZE = 10 * 1024 * 1024;

/** One file of a `files` field. */
export interface FileValue {
  /** File name including extension. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** MIME type as the browser reported it. */
  type: string;
  /** The bytes, base64; absent when lost (drafts keep no contents, see `withoutFileContents`). */
  content?: string;
}

/** The upload rules of one field. */
export interface FileFieldOptions {
  /** Accepted MIME types. */
  accept: readonly string[];
  /** The total size in bytes must be below this. */
  maxTotalSize: number;
}

/** What may be wrong with one file, as a message id. */
export type FileProblem =
  'wizard.files.contentLost' | 'validation.file.type' | 'validation.file.duplicateName';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True for a `{ name, size, type }` record (with or without content). */
export function isFileValue(value: unknown): value is FileValue {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.size === 'number' &&
    typeof value.type === 'string'
  );
}

/** The files of a field value (anything else counts as none). */
export function filesOf(value: unknown): FileValue[] {
  return Array.isArray(value) ? value.filter(isFileValue) : [];
}

/** The rules a field's ui entry sets (defaults: pdf, jpeg, png below 10 MB). */
export function fileFieldOptions(ui: Readonly<Record<string, unknown>>): FileFieldOptions {
  const accept = ui[ACCEPT];
  const max = ui[MAX_TOTAL_SIZE];
  return {
    accept:
      Array.isArray(accept) && accept.every((type) => typeof type === 'string')
        ? (accept as string[])
        : DEFAULT_ACCEPT,
    maxTotalSize: typeof max === 'number' && max > 0 ? max : DEFAULT_MAX_TOTAL_SIZE,
  };
}

/**
 * True when the file's MIME type is accepted and its extension fits the type (a `.exe` renamed
 * to report `application/pdf` is refused). `image/jpg`, which some browsers report, counts as
 * `image/jpeg`.
 */
export function isAcceptedFile(file: FileValue, accept: readonly string[]): boolean {
  const type = file.type.toLowerCase() === 'image/jpg' ? 'image/jpeg' : file.type.toLowerCase();
  if (!accept.some((accepted) => accepted.toLowerCase() === type)) return false;
  const extensions = ACCEPTED_FILE_TYPES[type];
  if (!extensions) return true;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  return extension !== undefined && extensions.includes(extension);
}

const sameName = (name: string) => name.trim().toLowerCase();

/**
 * Per file, the first thing wrong with it (or undefined): its content was lost, its type is
 * not accepted, or an earlier file has the same name (ignoring case and surrounding spaces).
 */
export function fileProblems(
  files: readonly FileValue[],
  options: FileFieldOptions,
): (FileProblem | undefined)[] {
  const seen = new Set<string>();
  return files.map((file) => {
    const name = sameName(file.name);
    const duplicate = seen.has(name);
    seen.add(name);
    if (typeof file.content !== 'string') return 'wizard.files.contentLost';
    if (!isAcceptedFile(file, options.accept)) return 'validation.file.type';
    return duplicate ? 'validation.file.duplicateName' : undefined;
  });
}

/** Bytes as the limit reads in messages: `10 MB`, `500 kB`. */
export function formatByteLimit(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} B`;
}

/**
 * The error of a `files` field, or undefined. In this order: none while required
 * (`validation.file.required`), a lost content (with `{name}`), a refused type, the total size
 * not below the limit (with `{size}`), a duplicate name.
 */
export function fileFieldError(
  path: string,
  value: unknown,
  options: FileFieldOptions,
  required: boolean,
): FieldError | undefined {
  const files = filesOf(value);
  if (files.length === 0)
    return required ? { path, messageId: 'validation.file.required', values: {} } : undefined;
  const problems = fileProblems(files, options);
  const lost = problems.indexOf('wizard.files.contentLost');
  if (lost !== -1)
    return {
      path,
      messageId: 'wizard.files.contentLost',
      values: { name: files[lost]?.name ?? '' },
    };
  if (problems.includes('validation.file.type'))
    return { path, messageId: 'validation.file.type', values: {} };
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total >= options.maxTotalSize)
    return {
      path,
      messageId: 'validation.file.totalSize',
      values: { size: formatByteLimit(options.maxTotalSize) },
    };
  if (problems.includes('validation.file.duplicateName'))
    return { path, messageId: 'validation.file.duplicateName', values: {} };
  return undefined;
}

/**
 * The `files` widget's rules for the core (see `widget-rules.ts`). A field is required when the
 * step requires it (`required`, `ui:requiredIf`) or its schema has `minItems` of 1 or more.
 */
export const filesWidget: WidgetRules = {
  name: FILES_WIDGET,
  fieldError: ({ field, schema, ui, value, required }) => {
    const minItems = schema.minItems;
    const isRequired = required || (typeof minItems === 'number' && minItems > 0);
    return fileFieldError(field, value, fileFieldOptions(ui), isRequired);
  },
  summaryFormat: 'files',
};

/**
 * A JSON.stringify replacer that drops the content of every file record, so stored drafts keep
 * names, sizes and types but not the bytes (session storage is small; a reload then asks for
 * the file again).
 */
export function withoutFileContents(_key: string, value: unknown): unknown {
  if (!isFileValue(value) || !('content' in value)) return value;
  const { content: _content, ...rest } = value;
  return rest;
}
