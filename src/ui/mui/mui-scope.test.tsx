// The MUI scope that pages and modals bring with them: one Emotion cache for all of them, carrying
// the page's CSP nonce, with its style tags before the static stylesheets.
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { MuiScope } from './mui-scope';
import { readCspNonce } from './style-cache';
import { portalTheme } from './theme';
import { withMuiScope } from './with-mui-scope';

// As the server writes it into index.html; the cache reads it when a scope first renders.
const meta = document.createElement('meta');
meta.setAttribute('property', 'csp-nonce');
meta.setAttribute('nonce', 'n0nce');
document.head.append(meta);
// The portal's static stylesheet, linked from the HTML.
const staticSheet = document.createElement('style');
staticSheet.id = 'static-sheet';
document.head.append(staticSheet);

const caches: EmotionCache[] = [];
function CacheProbe() {
  const cache = useEmotionCache();
  if (cache) caches.push(cache);
  return null;
}

describe('MuiScope', () => {
  it('gives every scope, on every mount, the same cache', () => {
    const first = render(
      <>
        <MuiScope>
          <CacheProbe />
        </MuiScope>
        <MuiScope>
          <CacheProbe />
        </MuiScope>
      </>,
    );
    first.unmount();
    render(
      <MuiScope>
        <CacheProbe />
      </MuiScope>,
    );
    expect(caches).toHaveLength(3);
    expect(new Set(caches).size).toBe(1);
    expect(caches[0]?.key).toBe('mp');
  });

  it('stamps the nonce on its style tags and puts them before the static stylesheets', () => {
    render(
      <MuiScope>
        <Box sx={{ mt: 2 }}>styled</Box>
      </MuiScope>,
    );
    const tags = [...document.head.querySelectorAll('style[data-emotion^="mp"]')];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag.getAttribute('nonce')).toBe('n0nce');
    const order = [...document.head.children];
    expect(order.indexOf(tags[tags.length - 1]!)).toBeLessThan(order.indexOf(staticSheet));
  });

  it('gives the portal theme, also to a page wrapped for the route table', () => {
    const Page = () => <output>{useTheme().palette.brand.main}</output>;
    const Wrapped = withMuiScope(Page);
    render(<Wrapped />);
    expect(screen.getByRole('status')).toHaveTextContent(portalTheme().palette.brand.main);
    expect(screen.getByRole('status')).toHaveTextContent('#b83d00');
  });
});

describe('readCspNonce', () => {
  it('leaves out the placeholder the dev server does not replace', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = '<meta property="csp-nonce" nonce="__CSP_NONCE__">';
    expect(readCspNonce(doc)).toBeUndefined();
  });
});
