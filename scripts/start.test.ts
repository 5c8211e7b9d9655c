// @vitest-environment node
// `npm start` stops as one: when the stub cannot start (a broken persona file), the dev server
// started beside it ends too, so both ports are free for the next `npm start`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** True when something accepts a connection on the port (IPv4 or IPv6 loopback). */
async function listening(port: number): Promise<boolean> {
  const tries = ['127.0.0.1', '::1'].map(
    (host) =>
      new Promise<boolean>((resolve) => {
        const socket = createConnection({ host, port });
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      }),
  );
  return (await Promise.all(tries)).some(Boolean);
}

let start: ChildProcess | undefined;
let personaDir: string | undefined;

afterEach(() => {
  // Whatever happened, nothing this test started may stay behind.
  if (start?.pid) {
    try {
      process.kill(-start.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (personaDir) rmSync(personaDir, { recursive: true, force: true });
});

test('a stub that cannot start ends npm start, the dev server with it, and frees both ports', async () => {
  personaDir = mkdtempSync(join(tmpdir(), 'broken-personas-'));
  writeFileSync(join(personaDir, 'member-broken.json'), '{ "id": "member-broken", ');
  const [stubPort, portalPort] = [await freePort(), await freePort()];

  let output = '';
  start = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      STUB_PORT: String(stubPort),
      PORTAL_PORT: String(portalPort),
      STUB_PERSONA_DIR: personaDir,
    },
  });
  start.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  start.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => start?.once('exit', resolve));

  expect(output).toContain('Stub not started');
  expect(output).toContain('member-broken.json');
  expect(code).not.toBe(0);
  // A dev server left behind would bind its port within seconds of the exit; watch for a while.
  for (let check = 0; check < 20; check += 1) {
    expect(await listening(portalPort), `dev server on ${portalPort}\n${output}`).toBe(false);
    expect(await listening(stubPort), `stub on ${stubPort}`).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}, 120_000);
