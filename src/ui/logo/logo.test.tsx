import { render, screen } from '@testing-library/react';
import { Logo } from './logo';

describe('Logo', () => {
  it('draws a catalogue logo with its accessible name', () => {
    render(<Logo name="portal" title="Mijn pensioen" />);
    expect(screen.getByRole('img', { name: 'Mijn pensioen' })).toBeInTheDocument();
  });

  it('warns on the console about a missing logo and draws nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<Logo name="unknown" title="x" />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown'));
    warn.mockRestore();
  });
});
