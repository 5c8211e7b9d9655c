/**
 * The upload rules of spec section 5 (contact form, divorce agreements): which files a member
 * may send, checked before anything is uploaded.
 */
import type { ValidationMessageId } from './message-id';

/** A file as the browser's `File` describes it (only the fields the rules read). */
export interface FileToSend {
  /** File name including extension. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** MIME type as the browser reports it. */
  type: string;
}

/** Options of {@link validateFiles}. */
export interface FileRules {
  /** The total size in bytes must stay below this. */
  maxTotalBytes: number;
  /** At least one file is needed. */
  required: boolean;
}

/**
 * Accepted MIME types, each with the extensions that may carry it. `image/jpg` is not a
 * registered type but some browsers report it for `.jpg`.
 */
export const ACCEPTED_FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/jpg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

function isAcceptedType(file: FileToSend): boolean {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const extensions = ACCEPTED_FILE_TYPES[file.type.toLowerCase()];
  return extension !== undefined && extensions !== undefined && extensions.includes(extension);
}

/**
 * Checks a set of files and returns the ids of the rules broken (empty when all is well), in
 * this order: `validation.file.required` (none while required), `validation.file.type` (a file
 * not pdf, jpeg or png by both MIME type and extension), `validation.file.totalSize` (total not
 * below `maxTotalBytes`), `validation.file.duplicateName` (two names equal ignoring case and
 * surrounding spaces, since the receiving side may not tell them apart).
 */
export function validateFiles(
  files: readonly FileToSend[],
  { maxTotalBytes, required }: FileRules,
): ValidationMessageId[] {
  const problems: ValidationMessageId[] = [];
  if (required && files.length === 0) problems.push('validation.file.required');
  if (files.some((file) => !isAcceptedType(file))) problems.push('validation.file.type');
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total >= maxTotalBytes) problems.push('validation.file.totalSize');
  const names = files.map((file) => file.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) problems.push('validation.file.duplicateName');
  return problems;
}
