// @vitest-environment node
// `npm run fixtures -- <flow> [fixture]` replays what it names and says so; a flow or fixture that
// does not exist, or a title that matches no replay, is an error rather than a run of nothing.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function fixtures(...args: string[]) {
  const result = spawnSync('npx', ['tsx', 'scripts/fixtures.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('npm run fixtures', () => {
  it('replays the one fixture it names, headless', () => {
    const { status, output } = fixtures('value-transfer', 'all-branches');
    expect(status).toBe(0);
    expect(output).toContain("flow fixture 'value-transfer'/'all-branches.json'");
    expect(output).toMatch(/Tests\s+2 passed/);
  }, 60_000);

  it('refuses a flow or a fixture that does not exist, naming the ones that do', () => {
    const flow = fixtures('value-transfers');
    expect(flow.status).toBe(2);
    expect(flow.output).toContain('No flow "value-transfers"');
    expect(flow.output).toContain('value-transfer-approval');
    const fixture = fixtures('value-transfer', 'every-branch');
    expect(fixture.status).toBe(2);
    expect(fixture.output).toContain('has no fixture "every-branch"');
    expect(fixture.output).toContain('all-branches');
  }, 30_000);
});
