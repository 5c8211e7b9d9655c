// Reads, resolves and validates the persona files at start-up. A broken file stops the stub with
// a PersonaFileError that names the file and the JSON path, so testers fix data, not code.
import { checkAcross, checkPersona } from './checks';
import { deepMerge, locateInOverrides } from './merge';
import { PersonaFileError } from './persona-file-error';
import { readRaw, type RawFile } from './read-files';
import { PersonaStore } from './store';
import type { Persona } from './types';
import { describeError, personaValidators } from './validate';

export { PersonaFileError } from './persona-file-error';
export { PersonaStore } from './store';

function resolve(
  id: string,
  raw: Map<string, RawFile>,
  done: Map<string, Persona>,
  stack: string[],
): Persona {
  const cached = done.get(id);
  if (cached) return cached;
  const entry = raw.get(id);
  if (!entry) throw new Error(`No persona file for ${id}`);
  const { file, data } = entry;
  let persona: Persona;
  if (typeof data.extends === 'string') {
    if (!raw.has(data.extends))
      throw new PersonaFileError(file, '/extends', `names an unknown persona file ${data.extends}`);
    if (stack.includes(data.extends))
      throw new PersonaFileError(
        file,
        '/extends',
        `makes a cycle: ${[...stack, id, data.extends].join(' → ')}`,
      );
    const parent = resolve(data.extends, raw, done, [...stack, id]);
    const {
      id: _i,
      kind: _k,
      description: _d,
      abstract: _a,
      faults: parentFaults,
      ...inherited
    } = parent;
    let merged: Record<string, unknown>;
    try {
      merged = deepMerge(inherited, data.overrides) as Record<string, unknown>;
    } catch (error) {
      throw new PersonaFileError(file, '/overrides', (error as Error).message);
    }
    persona = {
      ...merged,
      id,
      kind: data.kind,
      description: data.description,
      ...(data.abstract === true ? { abstract: true } : {}),
      ...((data.faults ?? parentFaults) ? { faults: data.faults ?? parentFaults } : {}),
    } as Persona;
    const { complete } = personaValidators();
    if (!complete(persona)) {
      const { path, message } = describeError(complete.errors);
      throw new PersonaFileError(file, locate(data, path), message);
    }
  } else {
    const { $schema: _s, ...rest } = data;
    persona = rest as unknown as Persona;
  }
  const problem = checkPersona(persona)[0];
  if (problem) throw new PersonaFileError(file, locate(data, problem.path), problem.message);
  done.set(id, persona);
  return persona;
}

/** A path of the resolved persona as a path inside the file (or the merged path, with a note). */
function locate(data: Record<string, unknown>, path: string): string {
  if (typeof data.extends !== 'string') return path;
  return locateInOverrides(data.overrides, path) ?? `${path} (after merging onto ${data.extends})`;
}

const listingRank = (p: Persona): number =>
  p.kind === 'advisor' ? 2 : p.kind === 'staff' ? 3 : p.faults?.length ? 1 : 0;

/** Loads every persona file of `dir`; throws PersonaFileError on the first broken one. */
export function loadPersonas(dir: string): PersonaStore {
  const raw = readRaw(dir);
  const done = new Map<string, Persona>();
  for (const id of raw.keys()) resolve(id, raw, done, []);
  const usable = [...done.values()].filter((p) => !p.abstract);
  for (const problem of checkAcross(usable)) {
    const entry = raw.get(problem.persona);
    if (entry)
      throw new PersonaFileError(entry.file, locate(entry.data, problem.path), problem.message);
  }
  usable.sort((a, b) => listingRank(a) - listingRank(b) || a.id.localeCompare(b.id));
  return new PersonaStore(usable);
}
