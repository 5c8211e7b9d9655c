// The composed stub over HTTP: it listens on loopback and keeps idle connections open long
// enough that a client reusing one never meets a connection the server is closing.
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'node:http';
import { readStubConfig } from './config';
import { KEEP_ALIVE_MS, startStub, type RunningStub } from './server';

let stub: RunningStub;

beforeAll(async () => {
  stub = await startStub({ ...readStubConfig({}), port: 0 });
});

afterAll(async () => {
  stub.server.closeAllConnections();
  await stub.close();
});

/** GET over a given agent; resolves with the status and the local port of the socket used. */
function get(agent: Agent, port: number, path: string) {
  return new Promise<{ status: number; localPort: number }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, localPort: req.socket?.localPort ?? 0 }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('stub server', () => {
  it('listens on loopback only', () => {
    expect((stub.server.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('keeps an idle kept-alive connection open for 65 s, not Node’s 5 s (a client sending as it closes gets ECONNRESET)', async () => {
    expect(KEEP_ALIVE_MS).toBeGreaterThanOrEqual(60_000);
    expect(stub.server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(stub.server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_MS);
    const { port } = stub.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(agent, port, '/__stub/personas');
    const second = await get(agent, port, '/__stub/personas');
    agent.destroy();
    expect([first.status, second.status]).toEqual([200, 200]);
    // The second request went over the first one's connection.
    expect(second.localPort).toBe(first.localPort);
  });
});
