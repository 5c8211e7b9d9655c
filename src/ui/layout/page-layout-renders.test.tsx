// A wizard step is a change of the query alone (`?stap=`): the page frame around it must not
// render again, only the page that reads the location. Counts the renders of header and footer.
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { renderWithPortal } from '../testing/render';
import { PageLayout } from './page-layout';

const renders = vi.hoisted(() => ({ header: 0, footer: 0 }));

vi.mock('./header', async (importOriginal) => {
  const original = await importOriginal<typeof import('./header')>();
  return {
    ...original,
    Header: (props: Parameters<typeof original.Header>[0]) => {
      renders.header += 1;
      return original.Header(props);
    },
  };
});
vi.mock('./footer', async (importOriginal) => {
  const original = await importOriginal<typeof import('./footer')>();
  return {
    ...original,
    Footer: (props: Parameters<typeof original.Footer>[0]) => {
      renders.footer += 1;
      return original.Footer(props);
    },
  };
});

let go: (search: string) => void = () => {};
function Page() {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    go = (next) => void navigate({ search: next });
  }, [navigate]);
  return <p data-testid="step">{search}</p>;
}

it('renders the page again on a step change, not the header and footer', async () => {
  renderWithPortal(
    <PageLayout environment="test">
      <Page />
    </PageLayout>,
    { route: '/zelf-regelen/pensioenleeftijd/wijzigen?stap=kies' },
  );
  expect(await screen.findByTestId('step')).toHaveTextContent('?stap=kies');
  // The footer comes after the first paint.
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  const before = { ...renders };
  expect(before.header).toBeGreaterThan(0);
  expect(before.footer).toBeGreaterThan(0);

  await act(async () => go('?stap=wat-betekent-dit'));
  expect(screen.getByTestId('step')).toHaveTextContent('?stap=wat-betekent-dit');
  await act(async () => go('?stap=samenvatting'));
  expect(screen.getByTestId('step')).toHaveTextContent('?stap=samenvatting');

  expect(renders).toEqual(before);
});
