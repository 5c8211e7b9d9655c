import { defineConfig } from '@playwright/test';
import { chromium } from '@playwright/test';
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

// Ports can be moved (E2E_PORT, STUB_PORT) so two runs on one machine do not collide; the OpenID
// sign-in journeys need the defaults, which the build and the stub's clients are set up for.
const portalPort = process.env.E2E_PORT ?? '4173';
const portal = `http://localhost:${portalPort}`;
const stubPort = process.env.STUB_PORT ?? '4010';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]]
    : [['list']],
  use: {
    baseURL: portal,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
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
  webServer: [
    {
      command: 'npm run stub',
      url: `http://127.0.0.1:${stubPort}/__stub/personas`,
      reuseExistingServer: !process.env.CI,
      env: { STUB_PORT: stubPort, PORTAL_ORIGINS: `http://localhost:5173,${portal}` },
      stdout: 'pipe',
      timeout: 60_000,
    },
    {
      command: `npx vite preview --port ${portalPort} --strictPort --outDir ${process.env.E2E_DIST ?? 'dist'}`,
      env: { STUB_PORT: stubPort },
      url: portal,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      timeout: 60_000,
    },
  ],
});
