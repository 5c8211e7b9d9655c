import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from './tooltip';

function renderTooltip() {
  render(
    <Tooltip text="Toegestane bestandstypen: msg">
      {(tooltipId) => <button aria-describedby={tooltipId}>Toevoegen</button>}
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Toevoegen' });
}

/** Makes the screen small (768 px or less) or not for the tooltip's media query. */
function screenIsSmall(small: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: small && query === '(max-width: 768px)',
    media: query,
  })) as unknown as typeof window.matchMedia;
}

describe('Tooltip', () => {
  afterEach(() => vi.restoreAllMocks());

  it('describes its trigger and opens on focus and on hover', () => {
    const button = renderTooltip();
    expect(button).toHaveAccessibleDescription('Toegestane bestandstypen: msg');
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Toegestane bestandstypen: msg');
    fireEvent.blur(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(button.parentElement!);
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.mouseLeave(button.parentElement!);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes on Escape', () => {
    screenIsSmall(false);
    const button = renderTooltip();
    fireEvent.focus(button);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides on scroll and touch at 768 px or less, and stays on a wider screen', () => {
    screenIsSmall(false);
    const button = renderTooltip();
    fireEvent.focus(button);
    act(() => void window.dispatchEvent(new Event('scroll')));
    act(() => void window.dispatchEvent(new Event('touchstart')));
    expect(screen.getByRole('tooltip')).toBeVisible();

    screenIsSmall(true);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(button.parentElement!);
    expect(screen.getByRole('tooltip')).toBeVisible();
    act(() => void window.dispatchEvent(new Event('touchstart')));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
