// Debian's nginx run without root, for `npm run serve` and the nginx browser suite: a prefix
// folder of its own (configuration, logs, pid file, temporary files) and the shipped site
// template filled for the stub. Nothing here is written outside that folder.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { readNginxTemplate, fillTemplate } from './nginx-template.ts';

/** Debian's Brotli module (libnginx-mod-http-brotli-static); the template's brotli_static needs it. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * The port `npm run serve` listens on unless SERVE_PORT says otherwise (and the nginx suite's
 * first lane); the stub accepts sign-ins returning there by default (stub/config.ts).
 */
export const DEFAULT_SERVE_PORT = 4180;

/** What to install when nginx or its Brotli module is missing. */
export const NGINX_INSTALL = 'apt-get install nginx libnginx-mod-http-brotli-static';

/** The nginx binary (Debian puts it in /usr/sbin, often not on a user's PATH), if installed. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dirs = ['/usr/sbin', '/usr/local/sbin', ...(env.PATH ?? '').split(delimiter)];
  return dirs.map((dir) => join(dir, 'nginx')).find((path) => existsSync(path));
}

/** Why nginx cannot run here (with what to install), or undefined when it can. */
export function nginxMissing(): string | undefined {
  if (!findNginx()) return `nginx is not installed (${NGINX_INSTALL})`;
  if (!existsSync(BROTLI_MODULE)) {
    return `nginx's Brotli module is not installed (${NGINX_INSTALL})`;
  }
  return undefined;
}

/** Where the local server finds everything. */
export interface LocalSite {
  /** Port nginx listens on (localhost). */
  port: number;
  /** The stub back end's port: API, analytics. */
  stubPort: number;
  /** The OpenID issuer the build signs in at; its origin goes into the CSP. */
  issuer: string;
  /** The production build's folder (absolute). */
  dist: string;
  /** The configuration file served as /config.json (absolute; may not exist). */
  configFile: string;
  /** The prefix folder (absolute): configuration, logs, pid file, temporary files. */
  prefix: string;
}

/** The files the prefix folder holds, relative to it. */
export const PREFIX_FILES = {
  main: 'nginx.conf',
  site: 'portal.conf',
  /** Empty: the local server speaks plain HTTP on localhost. */
  tls: 'no-tls.conf',
  pid: 'nginx.pid',
  errorLog: 'error.log',
  accessLog: 'access.log',
  temp: 'temp',
} as const;

/** The template's variables as the local server fills them. */
export function localTemplateValues(site: LocalSite): Record<string, string> {
  const stub = `http://127.0.0.1:${site.stubPort}`;
  return {
    PORTAL_LISTEN: `localhost:${site.port}`,
    PORTAL_SERVER_NAME: 'localhost',
    PORTAL_TLS_SNIPPET: join(site.prefix, PREFIX_FILES.tls),
    PORTAL_ROOT: site.dist,
    PORTAL_CONFIG_FILE: site.configFile,
    PORTAL_BACKEND_URL: stub,
    PORTAL_ANALYTICS_URL: `${stub}/analytics/collect`,
    PORTAL_OIDC_ORIGIN: new URL(site.issuer).origin,
  };
}

/** The shipped template filled for the local server. */
export const localSiteConf = (site: LocalSite, template = readNginxTemplate()): string =>
  fillTemplate(template, localTemplateValues(site));

/**
 * The main configuration around the site: in the foreground (the caller stops it), one worker,
 * and every file nginx writes inside the prefix, including the temporary folders Debian's build
 * puts under /var/lib/nginx, so no root is needed.
 */
export function localMainConf(site: LocalSite): string {
  const at = (file: string) => join(site.prefix, file);
  const temp = (kind: string) => `${kind}_temp_path ${join(at(PREFIX_FILES.temp), kind)};`;
  return [
    '# Written by `npm run serve` (scripts/nginx-local.ts) for the local server; not for production.',
    'daemon off;',
    'worker_processes 1;',
    `pid ${at(PREFIX_FILES.pid)};`,
    `error_log ${at(PREFIX_FILES.errorLog)} warn;`,
    'error_log stderr warn;',
    `load_module ${BROTLI_MODULE};`,
    'events {',
    '    worker_connections 512;',
    '}',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    `    access_log ${at(PREFIX_FILES.accessLog)};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${temp(kind)}`),
    `    include ${at(PREFIX_FILES.site)};`,
    '}',
    '',
  ].join('\n');
}

/** Writes the prefix folder's configuration (and its log and temporary folders) for `site`. */
export function writePrefix(site: LocalSite): void {
  mkdirSync(join(site.prefix, PREFIX_FILES.temp), { recursive: true });
  writeFileSync(join(site.prefix, PREFIX_FILES.tls), '');
  writeFileSync(join(site.prefix, PREFIX_FILES.site), localSiteConf(site));
  writeFileSync(join(site.prefix, PREFIX_FILES.main), localMainConf(site));
}
