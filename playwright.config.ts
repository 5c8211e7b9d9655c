import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromium } from '@playwright/test';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';

/** Playwright's own Chromium when installed (`npx playwright install`), else Debian's. */
function chromiumExecutable(): string | undefined {
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // no bundled browser registered
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

// Each worker has a lane of its own (e2e/support/lanes.ts): lane n is a stub on STUB_PORT + n and
// a preview server on E2E_PORT + n that talks to it, so tests in parallel never share stub data.
// All lanes sign in at lane 0's OpenID provider (the issuer the build is set up for), and every
// lane's stub accepts its tokens: one signing key and one issuer for all. The OpenID journeys need
// the default ports, which the build and the stub's clients are set up for.
const workers = Number(process.env.E2E_WORKERS ?? 2);
process.env.E2E_WORKERS = String(workers);
const portalPort = Number(process.env.E2E_PORT ?? 4173);
const stubPort = Number(process.env.STUB_PORT ?? 4010);
const lanes = Array.from({ length: workers }, (_, lane) => ({
  portal: `http://localhost:${portalPort + lane}`,
  portalPort: portalPort + lane,
  stubPort: stubPort + lane,
}));
const portalOrigins = ['http://localhost:5173', ...lanes.map((lane) => lane.portal)].join(',');

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
    trace: 'retain-on-failure',
    // An action (click, fill, check) that has not happened in 15 s will not: it fails then, with
    // its call log, rather than using up the test's whole minute.
    actionTimeout: 15_000,
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: lanes.flatMap((lane): WebServer[] => [
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
  ]),
});
