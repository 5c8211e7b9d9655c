// Files sent with a write (contact form, divorce agreements): `[{ name, size, type, content }]`
// with content base64, checked by the rules of spec section 5 as the portal checks them, so a
// bypassed browser check still gets a 400.
import type { FieldProblem } from './body';

/** One file of a body. */
export interface SentFile {
  name: string;
  size: number;
  type: string;
  content: string;
}

/** The largest total the stub accepts (the portal's default limit, 10 MB). */
export const MAX_TOTAL_BYTES = 10 * 1024 * 1024;

const extensions: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/jpg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The files of `value` (a missing field is no files), or the first problem: not a list, a file
 * without name/size/type/content, content that is not base64, a type other than pdf/jpeg/png,
 * two equal names, a total of 10 MB or more, or none while `required`.
 */
export function filesFromBody(
  value: unknown,
  field: string,
  required: boolean,
): SentFile[] | FieldProblem {
  if (value === undefined || value === null) value = [];
  if (!Array.isArray(value)) return { field, message: `${field} must be a list of files` };
  const files: SentFile[] = [];
  for (const [index, item] of value.entries()) {
    const file = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const at = `${field}[${index}]`;
    if (typeof file.name !== 'string' || file.name.trim() === '')
      return { field: `${at}.name`, message: 'name is required' };
    if (typeof file.size !== 'number' || !Number.isInteger(file.size) || file.size < 0)
      return { field: `${at}.size`, message: 'size must be a whole number of bytes' };
    if (typeof file.type !== 'string') return { field: `${at}.type`, message: 'type is required' };
    if (typeof file.content !== 'string' || !BASE64.test(file.content))
      return { field: `${at}.content`, message: 'content must be base64' };
    const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
    if (!extensions[file.type.toLowerCase()]?.includes(extension))
      return { field: `${at}.type`, message: 'Only pdf, jpeg or png files are allowed' };
    files.push(file as unknown as SentFile);
  }
  if (required && files.length === 0) return { field, message: 'At least one file is required' };
  const names = files.map((file) => file.name.trim().toLowerCase());
  if (new Set(names).size !== names.length)
    return { field, message: 'Two files have the same name' };
  if (files.reduce((sum, file) => sum + file.size, 0) >= MAX_TOTAL_BYTES)
    return { field, message: 'The files are too large together (10 MB or more)' };
  return files;
}
