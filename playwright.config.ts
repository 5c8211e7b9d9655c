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

const portal = 'http://localhost:4173';
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
      env: { STUB_PORT: stubPort },
      stdout: 'pipe',
      timeout: 60_000,
    },
    {
      command: 'npm run preview',
      url: portal,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      timeout: 60_000,
    },
  ],
});
