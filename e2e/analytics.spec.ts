// Issue 21, analytics under the CSP (docs/adr/0004-analytics-under-csp.md): with analytics switched
// on in the configuration, page views reach the tag service through the portal's own origin
// (/analytics/collect, the stub here) without any script from another origin, without a token,
// and without a single CSP violation (the test fixture fails on any).
import { test, expect, expectAccessible } from './support/fixtures';
import { stubUrl } from './support/lanes';
import { signInAsPersona } from './support/sign-in';
import { resetStub } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

/** What the stub's tag-service stand-in received. */
interface Batch {
  events: Record<string, unknown>[];
  credentials: boolean;
}

test('§7 with analytics on, a page view reaches the tag service first-party, with no CSP violation', async ({
  page,
  request,
}) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { analytics: { enabled: boolean } };
    config.analytics.enabled = true;
    await route.fulfill({ response, json: config });
  });
  const collected: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/analytics/collect')) collected.push(sent.url());
  });
  await signInAsPersona(page, 'member-active');
  await page.goto('/postvak');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  const received = async (): Promise<Record<string, unknown>[]> =>
    ((await (await request.get(`${stubUrl()}/__stub/analytics`)).json()) as Batch[]).flatMap(
      (batch) => batch.events.map((event) => ({ ...event, credentials: batch.credentials })),
    );
  await expect
    .poll(async () => (await received()).some((event) => event.page_path === '/postvak'))
    .toBe(true);
  const view = (await received()).find((event) => event.page_path === '/postvak');
  expect(view).toMatchObject({
    event: 'page_view',
    analytics_version: 4,
    product_name: 'pensioen deelnemersportaal',
    customer_segment: 'particulier',
    page_language: 'nl',
    credentials: false,
  });
  const origin = new URL(page.url()).origin;
  expect(collected.every((url) => url.startsWith(`${origin}/analytics/collect`))).toBe(true);
  // Every script on the page is the portal's own.
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll('script[src]')].map(
      (script) => (script as HTMLScriptElement).src,
    ),
  );
  expect(scripts.every((src) => src.startsWith(origin))).toBe(true);
  // The events are in the data layer too.
  expect(
    await page.evaluate(() =>
      (window as unknown as { dataLayer: { page_path?: string }[] }).dataLayer.some(
        (event) => event.page_path === '/postvak',
      ),
    ),
  ).toBe(true);
});

test('§7 with analytics off (the stub configuration), nothing is sent', async ({
  page,
  request,
}) => {
  await signInAsPersona(page, 'member-active');
  await page.goto('/postvak');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(await (await request.get(`${stubUrl()}/__stub/analytics`)).json()).toEqual([]);
});
