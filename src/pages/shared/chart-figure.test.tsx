import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FakeIntersectionObserver,
  stubIntersectionObserver,
} from '../../ui/testing/fake-intersection-observer';
import { renderWithPortal } from '../../ui/testing/render';
import { ChartFigure } from './chart-figure';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChartFigure', () => {
  it('draws the chart only once its place has scrolled into view; the table is there from the start', async () => {
    stubIntersectionObserver();
    renderWithPortal(
      <ChartFigure
        captionId="page.myPension.amount.chart.caption"
        table={{ columns: ['Jaar', 'Bedrag'], rows: [['2030', '€ 1.000']] }}
        drawingHeight={300}
      >
        <div data-testid="drawing" />
      </ChartFigure>,
    );
    expect(screen.getByRole('table', { hidden: true })).toHaveTextContent('€ 1.000');
    // Past the first paint, still out of view: no drawing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('drawing')).toBeNull();

    act(() => FakeIntersectionObserver.last!.report(true));
    expect(await screen.findByTestId('drawing')).toBeInTheDocument();
  });
});
