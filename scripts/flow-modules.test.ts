// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flowIds, flowRoutes } from 'virtual:compiled-flows';
import type { CompiledValidator } from '../src/engine/core';
import { COMPILED_FLOW_PREFIX, STEP_VALIDATOR_PREFIX } from './compiled-flow-ids';
import { compiledFlowModule, readFlows, validatorSource } from './flow-modules';
import { flowFiles, repoRoot } from './flows-files';

describe('validatorSource', () => {
  it('turns the runtime helpers ajv requires into imports that load', async () => {
    const dir = join(repoRoot, 'tests/fixtures/flows/.compiled-test');
    const file = join(dir, 'needs-runtime.mjs');
    const source = validatorSource({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 2, format: 'portal-name' },
        choice: { enum: [{ a: 1 }, { b: 2 }] },
      },
    });
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

  it('compiles ahead of time: the code builds no function at run time', () => {
    const source = validatorSource({
      type: 'object',
      properties: { a: { const: 1 } },
      required: ['a'],
    });
    expect(source).not.toMatch(/new Function|\beval\(/);
  });
});

describe('virtual:compiled-flows', () => {
  it('lists every flow file, with its routes and the flags its wizard route is gated by', () => {
    const flows = readFlows();
    expect([...flowIds].sort()).toEqual(flows.map((flow) => flow.id).sort());
    expect(flowIds).toHaveLength(flowFiles().length);
    for (const flow of flows)
      expect(flowRoutes[flow.id]).toEqual({
        route: flow.route,
        successRoute: flow.successRoute,
        requiredFlags: flow.requiredFlags ?? [],
      });
  });

  it('answers only its own ids, and names a schema that does not exist', () => {
    expect(compiledFlowModule('virtual:compiled-messages/nl-NL')).toBeUndefined();
    expect(() => compiledFlowModule(`${STEP_VALIDATOR_PREFIX}nope/x`)).toThrow('no such schema');
    expect(() => compiledFlowModule(`${COMPILED_FLOW_PREFIX}nope`)).toThrow('no flow nope');
  });
});
