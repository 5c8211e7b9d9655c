// @vitest-environment node
// The build-time validators: the generated standalone modules judge every fixture answer exactly
// as ajv does at test time, and a generated module that needs ajv's runtime helpers loads.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validatorSource } from '../scripts/flows-compile';
import { loadFlowResources, repoRoot } from '../scripts/flows-files';
import { flowIds, flowResources } from '../src/engine/core/generated';
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

describe.each(flowIds)('generated validators of %s', (flowId) => {
  it('give the same verdicts and errors as ajv at test time', async () => {
    const generated = await flowResources(flowId);
    const compiled = loadFlowResources(flowId);
    const samples = [...fixtureAnswers(flowId), {}, { amount: 'veel' }, { years: -1, months: 20 }];
    for (const [path, validate] of Object.entries(compiled.validators)) {
      const standalone = generated.validators[path];
      if (!standalone) throw new Error(`no generated validator for ${path}`);
      for (const sample of samples) {
        expect(standalone(sample), `${path} ${JSON.stringify(sample)}`).toBe(validate(sample));
        expect(strip(standalone)).toEqual(strip(validate));
      }
    }
  });
});

describe('validatorSource', () => {
  it('turns the runtime helpers ajv requires into imports that load', async () => {
    const dir = join(repoRoot, 'tests/fixtures/flows/.generated-test');
    const file = join(dir, 'needs-runtime.ts');
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 2, format: 'portal-name' },
        choice: { enum: [{ a: 1 }, { b: 2 }] },
      },
    };
    const source = validatorSource(schema, file, repoRoot);
    expect(source).not.toContain('require(');
    expect(source).toContain("from 'ajv/dist/runtime/ucs2length'");
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(file, source);
      const { validate } = (await import(/* @vite-ignore */ file)) as {
        validate: CompiledValidator;
      };
      expect(validate({ name: 'Jo', choice: { a: 1 } })).toBe(true);
      expect(validate({ name: 'J' })).toBe(false);
      expect(validate({ name: 'Jo', choice: { a: 2 } })).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
