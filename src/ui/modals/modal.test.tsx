import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useModals } from './modal-store';
import { Modal, type ModalProps } from './modal';
import { renderWithPortal } from '../testing/render';

type Events = Pick<ModalProps, 'onShow' | 'onClose' | 'onHide'>;

function TestModal(props: Partial<ModalProps>) {
  return (
    <Modal title="Titel" {...props}>
      <p>Inhoud</p>
    </Modal>
  );
}

function Opener(props: Partial<ModalProps>) {
  const modals = useModals();
  return (
    <button type="button" onClick={() => modals.open(TestModal, props)}>
      open
    </button>
  );
}

function setup(props: Partial<ModalProps> = {}) {
  const events: Required<Events> = { onShow: vi.fn(), onClose: vi.fn(), onHide: vi.fn() };
  const rendered = renderWithPortal(<Opener {...events} {...props} />);
  return { ...rendered, events };
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'open' }));
  return screen.findByRole('dialog', { name: 'Titel' });
}

const goBack = () =>
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });

describe('Modal', () => {
  it('opens with a title and content and raises show', async () => {
    const { events } = setup();
    const dialog = await openModal();
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Titel' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Inhoud');
    expect(events.onShow).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape, raising close and then hide', async () => {
    const { events } = setup();
    await openModal();
    await userEvent.keyboard('{Escape}');
    expect(events.onClose).toHaveBeenCalledWith('escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(events.onHide).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop click', async () => {
    const { events } = setup();
    const dialog = await openModal();
    const backdrop = dialog.parentElement?.parentElement?.querySelector('.MuiBackdrop-root');
    expect(backdrop).toBeTruthy();
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    fireEvent.click(dialog.parentElement as HTMLElement);
    expect(events.onClose).toHaveBeenCalledWith('backdrop');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with the close button and returns focus to the opener', async () => {
    const { events } = setup();
    const opener = screen.getByRole('button', { name: 'open' });
    const dialog = await openModal();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(events.onClose).toHaveBeenCalledWith('closeButton');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside while open', async () => {
    setup();
    const dialog = await openModal();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on browser back and takes its history entry off on other closes', async () => {
    const { events } = setup();
    const before = window.history.length;
    await openModal();
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toHaveProperty('portalModal');
    goBack();
    expect(events.onClose).toHaveBeenCalledWith('back');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a non-dismissable modal ignores Escape, backdrop and back and has no close button', async () => {
    const { events } = setup({ dismissable: false });
    const dialog = await openModal();
    expect(within(dialog).queryByRole('button', { name: 'Sluiten' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    fireEvent.click(dialog.parentElement as HTMLElement);
    goBack();
    expect(events.onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('blocking back keeps the modal open and restores its history entry', async () => {
    const { events } = setup({ blockBack: true });
    await openModal();
    const pushState = vi.spyOn(window.history, 'pushState');
    goBack();
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(events.onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    pushState.mockRestore();
  });

  it('shows a spinner instead of the content while loading', async () => {
    setup({ loading: true });
    const dialog = await openModal();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Bezig met laden…');
    expect(dialog).not.toHaveTextContent('Inhoud');
    expect(dialog).toHaveAttribute('aria-busy', 'true');
  });

  it('has the small and medium sizes', async () => {
    setup({ size: 'medium' });
    const dialog = await openModal();
    expect(dialog.className).toMatch(/paperWidthMd/);
  });

  it('action buttons close through the modal, raising close with "action"', async () => {
    const onClose = vi.fn();
    function WithAction() {
      return (
        <Modal
          title="Titel"
          onClose={onClose}
          actions={(close) => (
            <button type="button" onClick={close}>
              klaar
            </button>
          )}
        />
      );
    }
    function OpenAction() {
      const modals = useModals();
      return (
        <button type="button" onClick={() => modals.open(WithAction, {})}>
          open
        </button>
      );
    }
    renderWithPortal(<OpenAction />);
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'klaar' }));
    expect(onClose).toHaveBeenCalledWith('action');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
