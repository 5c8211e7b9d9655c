// For tests: render auth pages with Dutch texts and a router at a given path.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import nl from '../../locales/nl-NL.json';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `element` at `path` (matched by `route`); any other path shows the location. */
export function renderAt(element: ReactElement, path: string, route = path.split('?')[0] ?? '/') {
  return render(
    <IntlProvider locale="nl-NL" messages={nl}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}
