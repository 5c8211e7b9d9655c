import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { generateKeyPairSync } from 'node:crypto';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/chromium-path';
import { DEFAULT_SERVE_PORT, nginxMissing } from './scripts/nginx-local';
import { STUDIO_DEV_ORIGIN, STUDIO_DEV_PORT, STUDIO_SPECS } from './e2e/support/studio';

/** A run with a visible browser (`--headed`, `--debug`, `--ui`) needs the full Chromium. */
const headed = process.argv.some((arg) => ['--headed', '--debug', '--ui'].includes(arg));
const chromiumArgs = [
  ...CHROMIUM_ARGS,
  // The compositor as a thread of the browser process rather than a process of its own: about a
  // tenth less time for the fixture replays on two cores (docs/performance.md, CI).
  '--in-process-gpu',
];
// Specs that need the full Chromium even headless: the browser's PDF viewer is not in the
// headless shell the other specs run in (scripts/chromium-path.ts).
const FULL_BROWSER_SPECS = /\/documents\.spec\.ts$/;

// Each worker has a lane of its own (e2e/support/lanes.ts): lane n is a stub on STUB_PORT + n and
// a preview server on E2E_PORT + n that talks to it, so tests in parallel never share stub data.
// All lanes sign in at lane 0's OpenID provider (the issuer the build is set up for), and every
// lane's stub accepts its tokens: one signing key and one issuer for all. The OpenID journeys need
// the default ports, which the build and the stub's clients are set up for.
// Two lanes on two cores: a third made the suite slower (20.4 instead of 13.1 minutes; each
// browser and its servers then wait for the CPU), docs/performance.md.
const workers = Number(process.env.E2E_WORKERS ?? 2);
process.env.E2E_WORKERS = String(workers);
const portalPort = Number(process.env.E2E_PORT ?? 4173);
const stubPort = Number(process.env.STUB_PORT ?? 4010);
const lanes = Array.from({ length: workers }, (_, lane) => ({
  portal: `http://localhost:${portalPort + lane}`,
  portalPort: portalPort + lane,
  stubPort: stubPort + lane,
}));
// The nginx suite (*.nginx.spec.ts) runs against the production build served by Debian's nginx
// as shipped (deploy/nginx.conf, through `npm run serve`): lane n's nginx on NGINX_PORT + n talks
// to lane n's stub. Without nginx its tests are skipped, saying what to install (on CI: an error).
const NGINX_SPECS = /\.nginx\.spec\.ts$/;
const nginxPort = Number(process.env.NGINX_PORT ?? DEFAULT_SERVE_PORT);
const nginxAbsent = nginxMissing();
// Said once, by the process that starts the servers (workers load this file too).
// On CI (.ci/run installs nginx) a missing nginx is a failure, never a quiet skip.
if (nginxAbsent && process.env.CI) {
  throw new Error(`The nginx suite cannot run: ${nginxAbsent}.`);
}
if (nginxAbsent && !process.env.TEST_WORKER_INDEX) {
  console.warn(`The nginx suite is skipped: ${nginxAbsent}.`);
}
const nginxOrigins = lanes.map((_, lane) => `http://localhost:${nginxPort + lane}`);
const portalOrigins = [
  'http://localhost:5173',
  ...lanes.map((lane) => lane.portal),
  ...nginxOrigins,
  STUDIO_DEV_ORIGIN,
].join(',');

/** One signing key for every lane's stub, made once per run (only this process starts servers). */
function sharedSigningKey(): string {
  if (process.env.STUB_SIGNING_JWK) return process.env.STUB_SIGNING_JWK;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = JSON.stringify(privateKey.export({ format: 'jwk' }));
  process.env.STUB_SIGNING_JWK = jwk;
  return jwk;
}
const signingKey = sharedSigningKey();
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];
const issuer = process.env.OIDC_ISSUER ?? `http://localhost:${stubPort}/oidc`;

/** Lane `index`'s nginx: the production dist/, proxying to that lane's stub. */
function nginxServer(index: number): WebServer {
  const lane = lanes[index]!;
  return {
    command: 'npm run serve',
    env: {
      SERVE_PORT: String(nginxPort + index),
      STUB_PORT: String(lane.stubPort),
      OIDC_ISSUER: issuer,
      SERVE_DIST: 'dist',
    },
    url: nginxOrigins[index],
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  };
}

/** The dev server of the studio's browser test (e2e/support/studio.ts), on lane 0's stub. */
const studioDevServer: WebServer = {
  command: `npx vite --port ${STUDIO_DEV_PORT} --strictPort`,
  env: { STUB_PORT: String(stubPort) },
  url: STUDIO_DEV_ORIGIN,
  reuseExistingServer: !process.env.CI,
  stdout: 'pipe',
  timeout: 60_000,
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers,
  // On CI a failed test runs once more; one that then passes is listed as flaky, by name. Once in
  // about 700 runs of the wizard journeys, a radio button's check waited out the test for its
  // element to be stable (Playwright checks that on animation frames), and the same test passed
  // in 680 runs since, also under extra CPU load.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]]
    : [['list']],
  use: {
    baseURL: lanes[0]?.portal,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // On CI a failed test is traced when it runs again: recording a trace (a DOM snapshot per
    // action, a screencast) for every test took a quarter of the replays' time. Locally, where
    // nothing is retried, the trace of a failure is kept.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // An action (click, fill, check) that has not happened in 15 s will not: it fails then, with
    // its call log, rather than using up the test's whole minute.
    actionTimeout: 15_000,
    launchOptions: {
      executablePath: chromiumExecutable({ headlessShell: !headed }),
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [NGINX_SPECS, STUDIO_SPECS, FULL_BROWSER_SPECS] },
    {
      name: 'chromium-full',
      testMatch: FULL_BROWSER_SPECS,
      use: {
        // Playwright's own full Chromium in its new headless mode, or Debian's.
        channel: 'chromium',
        launchOptions: {
          executablePath: chromiumExecutable({ headlessShell: false }),
          args: chromiumArgs,
        },
      },
    },
    // The studio's editor saves through an endpoint only the dev server has (e2e/support/studio.ts).
    // It writes the project's own flow and locale files (and puts them back), which the other
    // specs read when they load: so it runs after them, never beside them. Alone:
    // `npx playwright test e2e/studio-edit.spec.ts --no-deps`.
    // Its pages and stub calls go to the dev server and lane 0's stub (e2e/support/lanes.ts).
    {
      name: 'studio-dev',
      testMatch: STUDIO_SPECS,
      dependencies: ['chromium', 'chromium-full', 'nginx'],
      metadata: { portalPort: STUDIO_DEV_PORT, lane: 0 },
    },
    {
      name: 'nginx',
      testMatch: NGINX_SPECS,
      // Read by e2e/support/lanes.ts (the lane's portal port) and e2e/support/fixtures.ts (skip).
      metadata: { portalPort: nginxPort, skip: nginxAbsent },
    },
  ],
  webServer: lanes.flatMap((lane, index): WebServer[] => [
    {
      command: 'npm run stub',
      url: `http://127.0.0.1:${lane.stubPort}/__stub/personas`,
      reuseExistingServer: !process.env.CI,
      env: {
        STUB_PORT: String(lane.stubPort),
        PORTAL_ORIGINS: portalOrigins,
        STUB_SIGNING_JWK: signingKey,
        OIDC_ISSUER: issuer,
      },
      stdout: 'pipe',
      timeout: 60_000,
    },
    {
      command: `npx vite preview --port ${lane.portalPort} --strictPort --outDir ${process.env.E2E_DIST ?? 'dist-test'}`,
      env: { STUB_PORT: String(lane.stubPort) },
      url: lane.portal,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      timeout: 60_000,
    },
    ...(nginxAbsent ? [] : [nginxServer(index)]),
    ...(index === 0 ? [studioDevServer] : []),
  ]),
});
