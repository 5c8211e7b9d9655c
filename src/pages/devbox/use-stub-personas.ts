// The stub back end's personas (GET /__stub/personas, no token): who testers can sign in as.
// Only the stub serves this; elsewhere the list is simply unavailable.
import useSWR from 'swr';
import { list, record, text } from '../shared/data/read';

export interface StubPersona {
  id: string;
  kind?: string;
  name?: string;
  description?: string;
  policyIds: string[];
  faults: string[];
}

export function parsePersonas(raw: unknown): StubPersona[] {
  return list(raw).flatMap((entry) => {
    const persona = record(entry);
    const id = text(persona.id);
    if (!id) return [];
    return [
      {
        id,
        kind: text(persona.kind),
        name: text(persona.name),
        description: text(persona.description),
        policyIds: list(persona.policyIds).flatMap((value) => text(value) ?? []),
        faults: list(persona.faults).flatMap((fault) => text(record(fault).fault) ?? []),
      },
    ];
  });
}

async function fetchPersonas(path: string): Promise<StubPersona[]> {
  const answer = await fetch(path);
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  return parsePersonas(await answer.json());
}

export function useStubPersonas() {
  return useSWR('/__stub/personas', fetchPersonas);
}
