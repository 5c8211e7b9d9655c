import { act, render, screen } from '@testing-library/react';
import { lazyModal } from './lazy-modal';

const Hello = ({ name }: { name: string }) => <p>Hallo {name}</p>;

describe('lazyModal', () => {
  it('loads its code on first render, once', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const Modal = lazyModal(load);
    expect(load).not.toHaveBeenCalled();
    const { rerender } = render(<Modal name="Jan" />);
    expect(await screen.findByText('Hallo Jan')).toBeInTheDocument();
    rerender(<Modal name="Piet" />);
    expect(await screen.findByText('Hallo Piet')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('preload fetches the code ahead; opening then loads nothing more', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const Modal = lazyModal(load);
    await Modal.preload();
    await Modal.preload();
    expect(load).toHaveBeenCalledOnce();
    await act(async () => {
      render(<Modal name="Jan" />);
    });
    expect(screen.getByText('Hallo Jan')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('a failed preload is tried again when the modal opens', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Hello);
    const Modal = lazyModal(load);
    await expect(Modal.preload()).rejects.toThrow('Failed to fetch');
    render(<Modal name="Jan" />);
    expect(await screen.findByText('Hallo Jan')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
