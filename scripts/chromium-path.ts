// Which Chromium the browser tests, the bench and Lighthouse launch. Playwright's own browsers
// (`npx playwright install chromium`) when installed, else Debian's packages (this machine: the
// Playwright download is not reachable). Headless test runs use the headless shell, as Playwright
// does with its own browsers: the full browser's compositor and GPU process cost a quarter of
// the browser suite's time on two cores (docs/performance.md, CI). The bench and Lighthouse time
// what a member's browser paints, so they take the full browser.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

/** Debian's full Chromium. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Debian's headless shell (package `chromium-headless-shell`). */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The flags every launch here passes: no sandbox (root in containers), no GPU (none on these
 * machines), and none of the browser's own background traffic (updates, sync, first-run pages)
 * beside what is measured or tested.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Whether Playwright's own Chromium is installed. */
function playwrightChromiumInstalled(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false; // no bundled browser registered
  }
}

/**
 * The executable to launch: undefined when Playwright's own browser is installed (it then picks
 * its full browser or headless shell itself), else Debian's headless shell for a headless run
 * that may use it, Debian's full Chromium otherwise, undefined when neither is there.
 */
export function chromiumExecutable(options: { headlessShell: boolean }): string | undefined {
  if (playwrightChromiumInstalled()) return undefined;
  if (options.headlessShell && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}
