// What a server of the portal answers a wizard's route with (scripts/route-preloads.ts): a Link
// header naming the first-load script, then the wizard's code, every file of it served; other
// pages' Link header names the MUI scope instead; a built file's answer carries none.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { flowFile } from './flows';

const html = { Accept: 'text/html' };

/** The files a Link header preloads, in order. */
const preloaded = (link: string | undefined) =>
  [...(link ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map((match) => match[1]!);

export async function expectRoutePreloads(request: APIRequestContext): Promise<void> {
  const wizard = flowFile('pension-age').route;
  const answer = await request.get(wizard, { headers: html });
  expect(answer.status()).toBe(200);
  const files = preloaded(answer.headers()['link']);
  // The first-load script comes first, as the page itself asks for it.
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(await answer.text())?.[1];
  expect(entry).toBeTruthy();
  expect(files[0]).toBe(entry);
  expect(files.some((file) => /wizard-page-/.test(file))).toBe(true);
  expect(files.some((file) => /pension-age/.test(file))).toBe(true);
  for (const file of files) {
    const script = await request.get(file);
    expect(script.status(), file).toBe(200);
    expect(script.headers()['content-type'], file).toContain('javascript');
  }
  // The same route with a step in its query or a trailing slash; nothing for other pages.
  for (const path of [`${wizard}?stap=kies`, `${wizard}/`]) {
    const again = await request.get(path, { headers: html });
    expect(preloaded(again.headers()['link']), path).toEqual(files);
  }
  for (const path of ['/', '/mijn-pensioen/hoogte-pensioen', `${wizard}/meer`]) {
    const other = preloaded((await request.get(path, { headers: html })).headers()['link']);
    expect(other[0], path).toBe(entry);
    expect(
      other.some((file) => /with-mui-scope-/.test(file)),
      path,
    ).toBe(true);
    expect(
      other.some((file) => /wizard-page-|pension-age/.test(file)),
      path,
    ).toBe(false);
  }
  expect((await request.get(files[0]!)).headers()['link']).toBeUndefined();
}
