// The runtime configuration (issue 21): /config.json is requested beside the first script and
// fetched once; a missing or broken file shows the error page in Dutch and English, never a blank
// screen. The preview server serves stub/portal-config.json; these tests change its answer.
import { test, expect, expectAccessible } from './support/fixtures';
import { texts } from './support/flows';

/** Expects the configuration error page in both languages, naming `detail`. */
async function expectConfigErrorPage(page: import('@playwright/test').Page, detail: RegExp) {
  const errorPage = page.getByTestId('config-error');
  await expect(
    errorPage.getByRole('heading', { level: 1, name: texts.nl['app.configError.title'] }),
  ).toBeVisible();
  await expect(
    errorPage.getByRole('heading', { level: 2, name: texts.en['app.configError.title'] }),
  ).toBeVisible();
  await expect(errorPage.locator('section[lang="nl"]')).toContainText(
    texts.nl['app.configError.text']!,
  );
  await expect(errorPage.locator('section[lang="en"]')).toContainText(
    texts.en['app.configError.text']!,
  );
  await expect(errorPage.getByRole('listitem')).toHaveText([detail]);
  await expect(
    errorPage.getByRole('button', {
      name: `${texts.nl['app.configError.retry']} / ${texts.en['app.configError.retry']}`,
    }),
  ).toBeVisible();
  await expectAccessible(page);
}

test('a missing /config.json (404) shows the error page in Dutch and English', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/mijn-pensioen');
  await expectConfigErrorPage(page, /answered HTTP 404/);
});

test('a broken /config.json shows the error page; a retry with the file mended starts the portal', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"environment": "test",' }),
  );
  await page.goto('/');
  await expectConfigErrorPage(page, /is not valid JSON/);

  await page.unroute('**/config.json');
  await page.getByRole('button', { name: new RegExp(texts.nl['app.configError.retry']!) }).click();
  // The portal starts: signed out, it goes to the stub's OpenID provider.
  await page.waitForURL(/\/oidc\//);
});

test('a /config.json without a field the portal needs names that field', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    delete config.oidc;
    await route.fulfill({ response, json: config });
  });
  await page.goto('/');
  await expectConfigErrorPage(page, /^oidc: /);
});

test('the configuration is fetched once, from the preload beside the first script, never cached', async ({
  page,
}) => {
  const requests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') requests.push(request.url());
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  const answer = page.waitForResponse((response) => response.url().endsWith('/config.json'));
  await page.goto('/');
  await page.waitForURL(/\/oidc\//);
  const config = await answer;
  expect(config.headers()['cache-control']).toBe('no-store');
  expect(requests).toHaveLength(1);
  expect(warnings).toEqual([]);
});
