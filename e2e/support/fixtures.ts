// The e2e test object: every page is watched for CSP violations and uncaught errors, and
// `expectAccessible` runs axe on it. A test fails when either finds anything.
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { portalPort } from './lanes';

/** What went wrong on a page, collected while a test runs. */
interface PageProblems {
  csp: string[];
  errors: string[];
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Puts axe-core into every frame of the page that lacks it. It stays there until the frame
 * navigates, so the steps of one wizard share one copy: injecting the 550 kB script on every check
 * (and finishing each run in a new blank page, as `AxeBuilder.analyze` does) took 600 ms of the
 * 700 ms a check costs on this machine (docs/performance.md).
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const present = () => frame.evaluate(() => 'axe' in window);
    const inject = async () => {
      if (!(await present())) await frame.evaluate(axe.source);
    };
    // A frame that is not ours (a PDF viewer) or goes away meanwhile is left out, as axe's own
    // runner does; axe then reports what it could not look into.
    await Promise.race([
      inject().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]);
  }
}

/** Runs axe (WCAG 2.1 A and AA) on the page as it is now and fails on any violation. */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  // A dialog fading in has low contrast for a moment: check what the member sees once it settles.
  // Endless animations (skeletons, spinners) are left alone, and no wait is longer than a second.
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => {})));
    return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 1_000))]);
  });
  await injectAxe(page);
  const violations = await page.evaluate(async (tags) => {
    const { axe: runner } = window as unknown as { axe: typeof axe };
    const results = await runner.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Only violations fail a test: passes and inapplicable rules are not collected.
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, WCAG_TAGS);
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export const test = base.extend<{ problems: PageProblems; serverPresent: void }>({
  // A project whose server cannot run on this machine (the nginx suite without nginx) gives its
  // reason in playwright.config.ts; each of its tests is skipped with that reason.
  serverPresent: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, testInfo) => {
      const reason = testInfo.project.metadata.skip as string | undefined;
      testInfo.skip(Boolean(reason), reason);
      await use();
    },
    { auto: true },
  ],
  // Each worker's pages and API requests go to its own lane (./lanes.ts).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  baseURL: async ({}, use) => use(`http://localhost:${portalPort()}`),
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = { csp: [], errors: [] };
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(text)) {
          problems.csp.push(`${page.url()}: ${text}`);
        }
        // A text shown before its message arrived (or a missing id) is a bug the member sees.
        if (message.type() === 'error' && /MISSING_TRANSLATION|Missing message/.test(text)) {
          problems.errors.push(`${page.url()}: ${text}`);
        }
      });
      page.on('pageerror', (error) => problems.errors.push(`${page.url()}: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`,
          );
        });
      });
      await use(problems);
      expect(problems.csp, 'CSP violations').toEqual([]);
      expect(problems.errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
