// @vitest-environment node
// The build-time validators: the standalone modules the build compiles (virtual:compiled-flows,
// scripts/compile-flows.ts) judge every fixture answer exactly as ajv does at test time.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadFlowResources, repoRoot } from '../scripts/flows-files';
import { flowIds, flowResources } from 'virtual:compiled-flows';
import type { CompiledValidator } from '../src/engine/core';

/** Every step's answers in every fixture of a flow. */
function fixtureAnswers(flowId: string): Record<string, unknown>[] {
  const dir = join(repoRoot, 'tests/fixtures/flows', flowId);
  return readdirSync(dir).flatMap((name) => {
    const fixture = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
      answers: Record<string, Record<string, unknown>>;
    };
    return Object.values(fixture.answers);
  });
}

const strip = (validate: CompiledValidator) =>
  (validate.errors ?? []).map(({ instancePath, keyword, message }) => ({
    instancePath,
    keyword,
    message,
  }));

describe.each(flowIds)('standalone validators of %s', (flowId) => {
  it('give the same verdicts and errors as ajv at test time', async () => {
    const built = await flowResources(flowId);
    const compiled = loadFlowResources(flowId);
    const samples = [...fixtureAnswers(flowId), {}, { amount: 'veel' }, { years: -1, months: 20 }];
    for (const [path, validate] of Object.entries(compiled.validators)) {
      const standalone = built.validators[path];
      if (!standalone) throw new Error(`no standalone validator for ${path}`);
      for (const sample of samples) {
        expect(standalone(sample), `${path} ${JSON.stringify(sample)}`).toBe(validate(sample));
        expect(strip(standalone)).toEqual(strip(validate));
      }
    }
  });
});
