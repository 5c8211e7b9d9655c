// @vitest-environment node
// The plugin in a dev server of its own over a copy of the content: what an editor changes while
// the server runs is what the portal validates with, without any command.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { CompiledValidator } from '../src/engine/core';
import { compiledFlows } from './compile-flows';
import { COMPILED_FLOW_PREFIX, COMPILED_FLOWS_ID, validatorModuleId } from './compiled-flow-ids';
import { repoRoot } from './flows-files';

describe('the dev server', () => {
  let content: string;
  let server: ViteDevServer;
  const schemaPath = 'edit-test/bedrag.schema.json';
  const validatorId = validatorModuleId(schemaPath);
  const schema = (maximum: number) =>
    JSON.stringify({ type: 'object', properties: { amount: { type: 'number', maximum } } });

  beforeAll(async () => {
    // A copy of the content, served by a dev server of its own (modules resolve from the
    // repository's node_modules), so the test edits files no one else reads.
    content = realpathSync(mkdtempSync(join(tmpdir(), 'compiled-flows-')));
    cpSync(join(repoRoot, 'flows'), join(content, 'flows'), { recursive: true });
    cpSync(join(repoRoot, 'schemas'), join(content, 'schemas'), { recursive: true });
    symlinkSync(join(repoRoot, 'node_modules'), join(content, 'node_modules'));
    mkdirSync(join(content, 'schemas/edit-test'));
    writeFileSync(join(content, 'schemas', schemaPath), schema(5));
    server = await createServer({
      root: content,
      configFile: false,
      logLevel: 'silent',
      plugins: [compiledFlows()],
      server: { middlewareMode: true, ws: false },
      appType: 'custom',
    });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(content, { recursive: true, force: true });
  });

  const validator = async () =>
    (
      (await server.ssrLoadModule(validatorId)) as {
        validate: CompiledValidator;
      }
    ).validate;

  it('validates with a schema edited while it runs, without any command', async () => {
    expect((await validator())({ amount: 7 })).toBe(false);
    writeFileSync(join(content, 'schemas', schemaPath), schema(10));
    await vi.waitFor(
      async () => {
        expect((await validator())({ amount: 7 })).toBe(true);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await validator())({ amount: 11 })).toBe(false);
  }, 30_000);

  it('lists a flow file added while it runs', async () => {
    const index = async () =>
      ((await server.ssrLoadModule(COMPILED_FLOWS_ID)) as { flowIds: string[] }).flowIds;
    expect(await index()).not.toContain('pension-age-copy');
    const flow = JSON.parse(readFileSync(join(content, 'flows/pension-age.flow.json'), 'utf8'));
    writeFileSync(
      join(content, 'flows/pension-age-copy.flow.json'),
      JSON.stringify({ ...flow, id: 'pension-age-copy' }),
    );
    await vi.waitFor(
      async () => {
        expect(await index()).toContain('pension-age-copy');
      },
      { timeout: 10_000, interval: 100 },
    );
  }, 30_000);

  it('serves a flow with its standalone validators', async () => {
    const { resources } = (await server.ssrLoadModule(`${COMPILED_FLOW_PREFIX}pension-age`)) as {
      resources: { flow: { id: string }; validators: Record<string, CompiledValidator> };
    };
    expect(resources.flow.id).toBe('pension-age');
    expect(Object.keys(resources.validators)).toEqual([
      'pension-age/kies-pensioenleeftijd.schema.json',
    ]);
  });
});
