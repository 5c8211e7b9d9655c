// What a server of the portal answers a wizard's route and a preloaded page with
// (scripts/route-preloads.ts): a Link header naming the first-load script, then the page's code,
// every file of it served; and no Link header on other pages.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { flowFile } from './flows';

const html = { Accept: 'text/html' };

/** The files a Link header preloads, in order. */
const preloaded = (link: string | undefined) =>
  [...(link ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map((match) => match[1]!);

/** The files the Link header on `path` names: the first-load script first, each one served. */
async function routeFiles(request: APIRequestContext, path: string): Promise<string[]> {
  const answer = await request.get(path, { headers: html });
  expect(answer.status(), path).toBe(200);
  const files = preloaded(answer.headers()['link']);
  // The first-load script comes first, as the page itself asks for it.
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(await answer.text())?.[1];
  expect(entry, path).toBeTruthy();
  expect(files[0], path).toBe(entry);
  for (const file of files) {
    const script = await request.get(file);
    expect(script.status(), file).toBe(200);
    expect(script.headers()['content-type'], file).toContain('javascript');
  }
  return files;
}

export async function expectRoutePreloads(request: APIRequestContext): Promise<void> {
  const wizard = flowFile('pension-age').route;
  const files = await routeFiles(request, wizard);
  expect(files.some((file) => /wizard-page-/.test(file))).toBe(true);
  expect(files.some((file) => /pension-age/.test(file))).toBe(true);
  // The same route with a step in its query or a trailing slash.
  for (const path of [`${wizard}?stap=kies`, `${wizard}/`]) {
    const again = await request.get(path, { headers: html });
    expect(preloaded(again.headers()['link']), path).toEqual(files);
  }
  // The start page and the amount page, with their own code (and not a wizard's).
  const home = await routeFiles(request, '/');
  expect(home.some((file) => /home-page-/.test(file))).toBe(true);
  const amount = await routeFiles(request, '/mijn-pensioen/hoogte-pensioen');
  expect(amount.some((file) => /amount-page-/.test(file))).toBe(true);
  for (const page of [home, amount])
    expect(page.some((file) => /wizard-page-/.test(file))).toBe(false);
  // Nothing for other pages.
  for (const path of ['/mijn-pensioen', '/postvak', `${wizard}/meer`]) {
    const other = await request.get(path, { headers: html });
    expect(other.headers()['link'], path).toBeUndefined();
  }
}
