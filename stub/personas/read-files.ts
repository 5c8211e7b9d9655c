// Reads the persona files of a folder and checks each on its own (JSON, file schema, id = file
// name, data under `overrides` in extending files); merging happens in load.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { PersonaFileError } from './persona-file-error';
import { describeError, personaValidators } from './validate';

/** Top-level keys an extending file may hold; everything else goes under `overrides`. */
const headerKeys = new Set([
  '$schema',
  'id',
  'kind',
  'description',
  'abstract',
  'extends',
  'overrides',
  'faults',
]);

/** A persona file as read, checked against the file schema. */
export interface RawFile {
  /** File name for messages. */
  file: string;
  /** Parsed content. */
  data: Record<string, unknown>;
}

const displayName = (path: string): string => {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
};

/** Reads and checks every persona file of `dir` (all `*.json` except `*.schema.json`), by id. */
export function readRaw(dir: string): Map<string, RawFile> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.schema.json'))
    .sort();
  const raw = new Map<string, RawFile>();
  const { file: validateFile } = personaValidators();
  for (const name of files) {
    const file = displayName(join(dir, name));
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      throw new PersonaFileError(file, '', `is not valid JSON: ${(error as Error).message}`);
    }
    const record = (typeof data === 'object' && data !== null ? data : {}) as Record<
      string,
      unknown
    >;
    if (record.extends !== undefined) {
      const stray = Object.keys(record).find((key) => !headerKeys.has(key));
      if (stray)
        throw new PersonaFileError(
          file,
          `/${stray}`,
          'belongs under /overrides in a file that extends another',
        );
    }
    if (!validateFile(data)) {
      const { path, message } = describeError(validateFile.errors);
      throw new PersonaFileError(file, path, message);
    }
    const id = name.slice(0, -'.json'.length);
    if (record.id !== id)
      throw new PersonaFileError(file, '/id', `must equal the file name (${id})`);
    if (record.overrides !== undefined && record.extends === undefined)
      throw new PersonaFileError(
        file,
        '/overrides',
        'needs /extends naming the file to merge onto',
      );
    raw.set(id, { file, data: record });
  }
  return raw;
}
