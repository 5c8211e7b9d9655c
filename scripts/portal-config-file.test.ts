import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configuredIssuer, portalConfigFile, serveConfigFile } from './portal-config-file';

/** What the middleware answered, or that it passed the request on. */
function call(file: string, url: string, method = 'GET') {
  const headers: Record<string, string> = {};
  const answer = { status: 0, headers, body: undefined as unknown, next: false };
  const res = {
    set statusCode(code: number) {
      answer.status = code;
    },
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    end: (body?: unknown) => (answer.body = body),
  } as unknown as ServerResponse;
  serveConfigFile(file)({ url, method } as IncomingMessage, res, () => (answer.next = true));
  return answer;
}

const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
const file = join(dir, 'config.json');
writeFileSync(file, '{"oidc":{"issuer":"https://login.example.org/oidc"}}');

describe('the dev and preview servers’ /config.json', () => {
  it('answers the file as JSON, never cached, read on every request', () => {
    const answer = call(file, '/config.json?x=1');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('login.example.org');
    writeFileSync(file, '{"oidc":{"issuer":"https://other.example.org/oidc"}}');
    expect(call(file, '/config.json').body).toContain('other.example.org');
    expect(call(file, '/config.json', 'HEAD').body).toBeUndefined();
  });

  it('answers 404, uncached, when the file is not there', () => {
    const answer = call(join(dir, 'none.json'), '/config.json');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leaves every other request alone', () => {
    expect(call(file, '/').next).toBe(true);
    expect(call(file, '/config.json', 'POST').next).toBe(true);
    expect(call(file, '/assets/config.json').next).toBe(true);
  });

  it("serves the stub's configuration unless PORTAL_CONFIG names another, and reads its issuer", () => {
    expect(portalConfigFile({}, '/repo')).toBe('/repo/stub/portal-config.json');
    expect(portalConfigFile({ PORTAL_CONFIG: 'x.json' }, '/repo')).toBe('/repo/x.json');
    expect(configuredIssuer(portalConfigFile())).toBe('http://localhost:4010/oidc');
    writeFileSync(file, '{}');
    expect(() => configuredIssuer(file)).toThrow('oidc.issuer is missing');
  });
});
