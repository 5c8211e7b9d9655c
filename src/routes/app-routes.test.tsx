import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, useParams, type RouteObject, type To } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useMatchedRoute } from './app-routes';

/** What the test reads from the rendered tree: how often the page rendered, how to move. */
const probe: { renders: number; go?: ReturnType<typeof useNavigate> } = { renders: 0 };
const go = (to: To) => probe.go!(to);

function Page() {
  const params = useParams();
  useEffect(() => {
    probe.renders += 1;
  });
  return <h1>{params.id ?? 'start'}</h1>;
}

/** A table whose paths count how often the router reads them (it reads them to match). */
function countingTable(): { table: RouteObject[]; reads: () => number } {
  let reads = 0;
  const route = (path: string): RouteObject => ({
    get path() {
      reads += 1;
      return path;
    },
    element: <Page />,
  });
  return { table: [route('/start'), route('/item/:id')], reads: () => reads };
}

/** The routes, beside what lets the test move the location. */
function Routes({ table }: { table: RouteObject[] }) {
  const navigate = useNavigate();
  useEffect(() => {
    probe.go = navigate;
  }, [navigate]);
  return <Matched table={table} />;
}

function Matched({ table }: { table: RouteObject[] }) {
  return useMatchedRoute(table);
}

describe('useMatchedRoute', () => {
  it('renders the route the path matches, with its params', async () => {
    const { table } = countingTable();
    render(
      <MemoryRouter initialEntries={['/item/7']}>
        <Routes table={table} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('7');
    await act(() => go('/start'));
    expect(screen.getByRole('heading')).toHaveTextContent('start');
  });

  it('neither matches again nor renders the page again when only the query changes (a wizard step)', async () => {
    const { table, reads } = countingTable();
    render(
      <MemoryRouter initialEntries={['/item/7?stap=a']}>
        <Routes table={table} />
      </MemoryRouter>,
    );
    const [readsBefore, rendersBefore] = [reads(), probe.renders];
    await act(() => go({ search: '?stap=b' }));
    expect(reads()).toBe(readsBefore);
    expect(probe.renders).toBe(rendersBefore);
    await act(() => go('/item/8'));
    expect(reads()).toBeGreaterThan(readsBefore);
    expect(screen.getByRole('heading')).toHaveTextContent('8');
  });

  it('renders nothing for a path no route matches', () => {
    const { table } = countingTable();
    const { container } = render(
      <MemoryRouter initialEntries={['/elders']}>
        <Routes table={table} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
