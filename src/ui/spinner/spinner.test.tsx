import { screen } from '@testing-library/react';
import { insertedStyleLength } from '../testing/inserted-styles';
import { renderWithPortal } from '../testing/render';
import { Spinner, spinnerSizes } from './spinner';

describe('Spinner', () => {
  it.each(['sm', 'md', 'lg'] as const)('size %s has a status with a label', (size) => {
    renderWithPortal(<Spinner size={size} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Bezig met laden…');
    const circle = status.querySelector<HTMLElement>(`[data-size="${size}"]`);
    expect(circle).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(circle as HTMLElement).width).toBe(`${spinnerSizes[size]}px`);
  });

  it('takes its own label, and a decorative spinner has no status', () => {
    const { rerender } = renderWithPortal(<Spinner label="Uw pensioen wordt berekend" />);
    expect(screen.getByRole('status')).toHaveTextContent('Uw pensioen wordt berekend');
    rerender(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes its look from its stylesheet: rendering inserts no styles', () => {
    const { rerender } = renderWithPortal(<span />);
    const before = insertedStyleLength();
    rerender(
      <>
        <Spinner size="sm" />
        <Spinner size="lg" block />
        <Spinner decorative />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(insertedStyleLength()).toBe(before);
  });
});
