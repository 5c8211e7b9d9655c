// `npm run serve`: the production build served by Debian's nginx as an operator would serve it
// (deploy/nginx.conf, filled for the stub), in the foreground, without root: configuration, logs
// and pid file live in .nginx/<port>/. Ctrl+C stops it.
//
// SERVE_PORT (default 4180), STUB_PORT (the stub to proxy to, default 4010), OIDC_ISSUER (default
// the stub's), SERVE_DIST (default dist), SERVE_CONFIG_FILE (default stub/portal-config.json).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  DEFAULT_SERVE_PORT,
  findNginx,
  nginxMissing,
  PREFIX_FILES,
  writePrefix,
  type LocalSite,
} from './nginx-local.ts';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.SERVE_PORT ?? DEFAULT_SERVE_PORT);
const stubPort = Number(process.env.STUB_PORT ?? 4010);
const site: LocalSite = {
  port,
  stubPort,
  issuer: process.env.OIDC_ISSUER ?? `http://localhost:${stubPort}/oidc`,
  dist: resolve(root, process.env.SERVE_DIST ?? 'dist'),
  configFile: resolve(root, process.env.SERVE_CONFIG_FILE ?? 'stub/portal-config.json'),
  prefix: join(root, '.nginx', String(port)),
};
const shown = (path: string) => relative(root, path) || '.';

/** Stops with a message that says what to do. */
function fail(message: string): never {
  console.error(`npm run serve: ${message}`);
  process.exit(1);
}

const missing = nginxMissing();
if (missing) fail(`${missing}.`);
if (!existsSync(join(site.dist, 'index.html'))) {
  fail(`no build in ${shown(site.dist)}/: run \`npm run build\` first.`);
}
if (!existsSync(site.configFile)) {
  console.warn(
    `npm run serve: ${shown(site.configFile)} does not exist, so /config.json answers 404 ` +
      '(the portal configuration for the stub; see config.example.json).',
  );
}
writePrefix(site);

const nginx = spawn(findNginx()!, ['-p', site.prefix, '-c', join(site.prefix, PREFIX_FILES.main)], {
  stdio: 'inherit',
});
let stopping = false;
const stop = () => {
  stopping = true;
  nginx.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Stopping npm with a signal ends the shell between it and this process, not this process:
// nginx must not outlive whoever started it.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop(), 500).unref();
nginx.on('exit', (code, signal) => {
  if (stopping || signal === 'SIGTERM' || signal === 'SIGINT') process.exit(0);
  console.error(
    `npm run serve: nginx stopped (${code ?? signal}); its log: ${shown(join(site.prefix, PREFIX_FILES.errorLog))}` +
      ` (is port ${port} taken? SERVE_PORT chooses another)`,
  );
  process.exit(code || 1);
});

/** Whether `url` answers within `tries` half-seconds. */
async function answers(url: string, tries: number): Promise<boolean> {
  for (let i = 0; i < tries; i += 1) {
    try {
      await fetch(url);
      return true;
    } catch {
      await new Promise((done) => setTimeout(done, 500));
    }
  }
  return false;
}

if (await answers(`http://localhost:${port}/`, 20)) {
  const stubUp = await answers(`http://127.0.0.1:${stubPort}/__stub/personas`, 1);
  console.log(`
  Portal (nginx, ${shown(site.dist)}/): http://localhost:${port}
  Sign in:   on the OpenID provider's page (${site.issuer}) with a persona id, e.g. member-active
  Back end:  the stub on :${stubPort}${stubUp ? '' : ` is not running: start it with \`npm run stub\` (STUB_PORT=${stubPort})`}
  Files:     ${shown(site.prefix)}/ (${PREFIX_FILES.site}, ${PREFIX_FILES.errorLog}, ${PREFIX_FILES.accessLog})
  Ctrl+C stops nginx.
`);
}
