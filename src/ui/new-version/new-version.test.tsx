import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { lazyModal } from '../modals/lazy-modal';
import { renderWithPortal } from '../testing/render';
import {
  isCodeLoadError,
  newVersionAvailable,
  resetNewVersionForTest,
  watchPreloadErrors,
} from './new-version';
import { NewVersionGuard, NewVersionPage } from './new-version-page';

const gone = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://localhost:4173/assets/page-abc.js',
  );

/** A lazily loaded component whose chunk is gone. */
const missingChunk = () => lazy(() => Promise.reject(gone()));

beforeEach(() => {
  resetNewVersionForTest();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('isCodeLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/a.js',
    'error loading dynamically imported module: https://x/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/index.css',
  ])('knows "%s"', (message) => {
    expect(isCodeLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isCodeLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isCodeLoadError(undefined)).toBe(false);
  });
});

describe('the new-version page', () => {
  it('says a new version is out and reloads', async () => {
    const onReload = vi.fn();
    renderWithPortal(<NewVersionPage onReload={onReload} />);
    expect(
      screen.getByRole('heading', { name: 'Er is een nieuwe versie van het pensioenportaal' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Wat u al heeft ingevuld, blijft bewaard/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina opnieuw laden' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('in English', async () => {
    renderWithPortal(<NewVersionPage />, { session: { temporaryLocale: 'en-GB' } });
    expect(
      await screen.findByRole('heading', {
        name: 'A new version of the pension portal is available',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('replaces route content whose code failed to load', async () => {
    const Page = missingChunk();
    renderWithPortal(
      <NewVersionGuard>
        <Page />
      </NewVersionGuard>,
    );
    expect(await screen.findByTestId('new-version')).toBeInTheDocument();
    expect(newVersionAvailable()).toBe(true);
  });

  it('lets any other error go on up', async () => {
    function Broken(): never {
      throw new Error('a bug');
    }
    expect(() =>
      renderWithPortal(
        <NewVersionGuard>
          <Broken />
        </NewVersionGuard>,
      ),
    ).toThrow('a bug');
    expect(newVersionAvailable()).toBe(false);
  });

  it('shows when a lazy modal cannot load, instead of taking the page down', async () => {
    const Modal = lazyModal(() => Promise.reject(gone()));
    const rendered = renderWithPortal(
      <NewVersionGuard>
        <p>route content</p>
      </NewVersionGuard>,
    );
    act(() => {
      rendered.modals.open(Modal, {});
    });
    expect(await screen.findByTestId('new-version')).toBeInTheDocument();
    expect(screen.queryByText('route content')).toBeNull();
  });

  it("shows on Vite's preload error", async () => {
    const target = new EventTarget() as Window;
    watchPreloadErrors(target);
    renderWithPortal(
      <NewVersionGuard>
        <p>route content</p>
      </NewVersionGuard>,
    );
    const event = Object.assign(new Event('vite:preloadError'), { payload: gone() });
    act(() => {
      target.dispatchEvent(event);
    });
    expect(await screen.findByTestId('new-version')).toBeInTheDocument();
    expect(isCodeLoadError(event.payload)).toBe(true);
  });

  it('shows on a failed code load nothing else handled, and keeps it from the console', () => {
    const target = new EventTarget() as Window;
    watchPreloadErrors(target);
    const other = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new Error('a bug'),
    });
    target.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    expect(newVersionAvailable()).toBe(false);
    const missing = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: gone(),
    });
    target.dispatchEvent(missing);
    expect(missing.defaultPrevented).toBe(true);
    expect(newVersionAvailable()).toBe(true);
  });
});
