// @vitest-environment node
// deploy/nginx.conf against scripts/security-headers.ts, which the preview server uses: the same
// headers with the same values, the same back-end paths, every variable documented, and the
// template valid nginx once filled for production.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findNginx, localMainConf, PREFIX_FILES } from './nginx-local';
import { fillTemplate, readNginxTemplate, templateVariables } from './nginx-template';
import { nginxMap, ROUTE_PRELOAD_VARIABLE, ROUTE_PRELOADS_NGINX } from './route-preloads';
import {
  backendPathPattern,
  contentSecurityPolicy,
  NONCE_PLACEHOLDER,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';

const template = readNginxTemplate();

/** Values as an operator might fill them for production. */
const production = (folder: string): Record<string, string> => ({
  PORTAL_LISTEN: '127.0.0.1:8443 ssl http2',
  PORTAL_SERVER_NAME: 'mijnpensioen.example.nl',
  PORTAL_TLS_SNIPPET: join(folder, 'tls.conf'),
  PORTAL_ROOT: '/srv/portal/1.30.1',
  PORTAL_CONFIG_FILE: '/etc/portal/config.json',
  PORTAL_BACKEND_URL: 'https://10.0.0.5:8443',
  PORTAL_ANALYTICS_URL: 'https://10.0.0.6/collect',
  PORTAL_OIDC_ORIGIN: 'https://login.example.nl',
});

/** The `add_header` lines of a filled template, by header name. */
function addedHeaders(conf: string): Record<string, string> {
  const lines = conf.matchAll(/^\s*add_header\s+(\S+)\s+(?:"([^"]*)"|(\S+))\s+always;$/gm);
  return Object.fromEntries([...lines].map((line) => [line[1]!, line[2] ?? line[3]!]));
}

describe('fillTemplate', () => {
  it('fills every variable and names those without a value or unknown to the template', () => {
    const text = 'listen ${PORT}; root ${ROOT}; set $uri_kept ${PORT};';
    expect(fillTemplate(text, { PORT: '80', ROOT: '/srv' })).toBe(
      'listen 80; root /srv; set $uri_kept 80;',
    );
    expect(() => fillTemplate(text, { PORT: '80' })).toThrow('No value for ROOT');
    expect(() => fillTemplate(text, { PORT: '80', ROOT: '' })).toThrow('No value for ROOT');
    expect(() => fillTemplate(text, { PORT: '80', ROOT: '/srv', ROTO: 'x' })).toThrow(
      'The template has no ROTO',
    );
  });
});

describe('deploy/nginx.conf', () => {
  const variables = templateVariables(template);

  it('documents every variable it uses and names each in its envsubst command', () => {
    expect(variables.length).toBeGreaterThan(0);
    const documented = [...template.matchAll(/^# {3}(PORTAL_[A-Z_]+) {2}/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual([...variables].sort());
    const command = /envsubst "\$\(printf '\$\{%s\} ' ([^)]*)\)"/.exec(template)?.[1] ?? '';
    const named = command.replace(/\\\n#/g, ' ').split(/\s+/).filter(Boolean);
    expect(named.sort()).toEqual([...variables].sort());
  });

  it.skipIf(spawnSync('envsubst', ['--version']).status !== 0)(
    'comes out of its envsubst command as fillTemplate fills it, nginx variables kept',
    () => {
      const values = production('/etc/nginx/snippets');
      const command = /^#\s+(envsubst "\$\(printf [^)]*\)")/m.exec(template)?.[1] ?? '';
      const filled = spawnSync('sh', ['-c', command.replace(/\\\n#/g, ' ')], {
        input: template,
        env: { ...process.env, ...values, uri: 'overwritten', request_id: 'overwritten' },
        encoding: 'utf8',
      });
      expect(filled.status, filled.stderr).toBe(0);
      expect(filled.stdout).toBe(fillTemplate(template, values));
      expect(filled.stdout).toContain("'nonce-$request_id'");
    },
  );

  it("sends the preview server's headers with the same values, HSTS and the CSP with a per-answer nonce", () => {
    const values = production('/etc/nginx/snippets');
    const headers = addedHeaders(fillTemplate(template, values));
    expect(headers).toEqual({
      'Cache-Control': '$portal_cache_control',
      'Content-Security-Policy': contentSecurityPolicy({
        nonce: '$request_id',
        issuer: `${values.PORTAL_OIDC_ORIGIN}/oidc`,
      }),
      'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
      ...SECURITY_HEADERS,
    });
    // The nonce in the page is the nonce in its header.
    expect(template).toContain(`sub_filter "${NONCE_PLACEHOLDER}" "$request_id";`);
  });

  it('includes the build’s route map and sends the Link header it sets', () => {
    expect(template).toContain(`include \${PORTAL_ROOT}/${ROUTE_PRELOADS_NGINX};`);
    expect(template).toContain(`add_header Link ${ROUTE_PRELOAD_VARIABLE};`);
    expect(nginxMap({})).toContain(`map $uri ${ROUTE_PRELOAD_VARIABLE} {`);
  });

  it("proxies the back end's paths as the preview server does, but not the stub's own", () => {
    const locations = [...template.matchAll(/^\s*location ~ "([^"]+)"/gm)].map((m) => m[1]);
    expect(locations).toEqual([backendPathPattern]);
    expect(new RegExp(backendPathPattern).test('/__stub/token')).toBe(false);
  });

  it.skipIf(!findNginx() || spawnSync('openssl', ['version']).status !== 0)(
    'is valid nginx when filled for production (TLS, https back end)',
    () => {
      const folder = mkdtempSync(join(tmpdir(), 'nginx-template-'));
      mkdirSync(join(folder, PREFIX_FILES.temp));
      const key = join(folder, 'portal.key');
      const cert = join(folder, 'portal.crt');
      const made = spawnSync('openssl', [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'],
        ...['-subj', '/CN=mijnpensioen.example.nl', '-days', '1', '-keyout', key, '-out', cert],
      ]);
      expect(made.status, String(made.stderr)).toBe(0);
      writeFileSync(
        join(folder, 'tls.conf'),
        `ssl_certificate ${cert};\nssl_certificate_key ${key};\n`,
      );
      // The build's folder as the template reads it: the route map the build writes.
      const root = join(folder, 'dist');
      mkdirSync(join(root, 'server'), { recursive: true });
      writeFileSync(join(root, ROUTE_PRELOADS_NGINX), nginxMap({ '/a': ['/assets/a.js'] }));
      writeFileSync(
        join(folder, PREFIX_FILES.site),
        fillTemplate(template, { ...production(folder), PORTAL_ROOT: root }),
      );
      const site = {
        port: 8443,
        stubPort: 1,
        issuer: 'https://login.example.nl/oidc',
        dist: '/srv/portal/1.30.1',
        configFile: '/etc/portal/config.json',
        prefix: folder,
      };
      writeFileSync(join(folder, PREFIX_FILES.main), localMainConf(site));
      const test = spawnSync(findNginx()!, ['-t', '-p', folder, '-c', PREFIX_FILES.main]);
      expect(test.status, String(test.stderr)).toBe(0);
    },
  );
});
