// @vitest-environment node
// The local nginx of `npm run serve` writes only inside its prefix folder (no root needed) and
// runs the shipped template filled for the stub.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStubConfig } from '../stub/config';
import { nginxMap, ROUTE_PRELOADS_NGINX } from './route-preloads';
import {
  BROTLI_MODULE,
  DEFAULT_SERVE_PORT,
  findNginx,
  localMainConf,
  localSiteConf,
  PREFIX_FILES,
  writePrefix,
  type LocalSite,
} from './nginx-local';

const site = (prefix: string): LocalSite => ({
  port: 4180,
  stubPort: 4011,
  issuer: 'http://localhost:4010/oidc',
  dist: '/work/portal/dist',
  configFile: '/work/portal/stub/portal-config.json',
  prefix,
});

describe('localMainConf', () => {
  it('keeps the pid file, logs and temporary folders inside the prefix', () => {
    const conf = localMainConf(site('/p'));
    const paths = [...conf.matchAll(/\s(\/\S+);/g)].map((match) => match[1]!);
    const outside = paths.filter((path) => !path.startsWith('/p/')).sort();
    expect(outside).toEqual(['/etc/nginx/mime.types', BROTLI_MODULE].sort());
    for (const directive of ['pid', 'error_log', 'access_log', 'client_body_temp_path']) {
      expect(conf).toMatch(new RegExp(`^\\s*${directive} /p/`, 'm'));
    }
    for (const kind of ['proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      expect(conf).toContain(`${kind}_temp_path /p/temp/${kind};`);
    }
    expect(conf).toContain('daemon off;');
    expect(conf).toContain(`include /p/${PREFIX_FILES.site};`);
  });
});

describe('localSiteConf', () => {
  it('serves the build and the stub configuration, proxies to the lane stub, allows the issuer', () => {
    const conf = localSiteConf(site('/p'));
    expect(conf).toContain('listen localhost:4180;');
    expect(conf).toContain('root /work/portal/dist;');
    expect(conf).toContain('alias /work/portal/stub/portal-config.json;');
    expect(conf).toContain('proxy_pass http://127.0.0.1:4011;');
    expect(conf).toContain('proxy_pass http://127.0.0.1:4011/analytics/collect;');
    expect(conf).toContain("connect-src 'self' http://localhost:4010;");
    expect(conf).not.toMatch(/\$\{PORTAL_/);
  });
});

describe('DEFAULT_SERVE_PORT', () => {
  it('is a portal origin the stub accepts sign-ins returning to by default', () => {
    expect(readStubConfig({}).portalOrigins).toContain(`http://localhost:${DEFAULT_SERVE_PORT}`);
  });
});

describe.skipIf(!findNginx())('writePrefix', () => {
  it('writes a configuration nginx accepts', () => {
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-local-'));
    // A build's folder as the template reads it: the route map the build writes.
    const dist = join(prefix, 'dist');
    mkdirSync(join(dist, 'server'), { recursive: true });
    writeFileSync(join(dist, ROUTE_PRELOADS_NGINX), nginxMap({ '/a': ['/assets/a.js'] }));
    writePrefix({ ...site(prefix), dist });
    expect(readFileSync(join(prefix, PREFIX_FILES.tls), 'utf8')).toBe('');
    const test = spawnSync(findNginx()!, ['-t', '-p', prefix, '-c', PREFIX_FILES.main]);
    expect(test.status, String(test.stderr)).toBe(0);
  });
});
