// index.html paints a page frame with the portal logo before the code runs: it must be the
// same drawing as the header's logo, so the header replaces it without a visible change.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { logos } from './logos';

const indexHtml = readFileSync(resolve(import.meta.dirname, '../../../index.html'), 'utf8');

/** The shapes of a drawing: element name and attributes, in order. */
function shapes(svg: Element): string[] {
  return [...svg.children].map(
    (shape) =>
      `${shape.tagName} ${[...shape.attributes]
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .sort()
        .join(' ')}`,
  );
}

describe('page frame in index.html', () => {
  const html = new DOMParser().parseFromString(indexHtml, 'text/html');
  const frame = html.querySelector('#root > .portal-shell');

  it('sits inside the root React renders into, hidden from assistive technology', () => {
    expect(frame).not.toBeNull();
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(html.querySelector('#root')?.children).toHaveLength(1);
  });

  it("draws the header's portal logo at its height", () => {
    const drawn = frame?.querySelector('svg');
    const PortalLogo = logos.portal!;
    const logo = new DOMParser()
      .parseFromString(renderToStaticMarkup(<PortalLogo title="x" height={40} />), 'text/html')
      .querySelector('svg')!;
    expect(drawn).not.toBeNull();
    expect(drawn?.getAttribute('viewBox')).toBe(logo.getAttribute('viewBox'));
    expect(drawn?.getAttribute('height')).toBe(logo.getAttribute('height'));
    expect(shapes(drawn!)).toEqual(shapes(logo));
  });

  it('styles the frame with a style block only (the CSP allows no style attributes)', () => {
    expect(html.querySelectorAll('#root [style]')).toHaveLength(0);
    expect(html.querySelector('head style')?.textContent).toContain('.portal-shell-bar');
  });
});
