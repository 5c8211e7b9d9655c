// Test helper: renders UI inside the providers it needs (the MUI scope, router, session ports,
// modal store, language) with the modal host, each test getting its own session and modal store.
// The MUI scope stands for the one each lazily loaded page brings (routes/pages.tsx), so a page
// rendered directly has its theme.
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { LanguageProvider } from '../language-provider';
import { ModalHost, ModalProvider } from '../modals/modal-host';
import { createModalStore, type ModalStore } from '../modals/modal-store';
import { MuiScope } from '../mui/mui-scope';
import {
  createMemoryUiPorts,
  UiPortsProvider,
  type UiPorts,
  type UiSession,
} from '../session-port';

export interface RenderOptions {
  /** Initial route, e.g. '/postvak?lang=en'. */
  route?: string;
  session?: UiSession;
  ports?: Partial<Omit<UiPorts, 'useSession' | 'updateSession'>>;
}

export type Rendered = ReturnType<typeof render> & {
  ports: ReturnType<typeof createMemoryUiPorts>;
  modals: ModalStore;
};

/** Wraps `ui` in the portal's providers. */
export function renderWithPortal(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const ports = createMemoryUiPorts(options.session ?? {}, options.ports ?? {});
  const modals = createModalStore();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MuiScope>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <UiPortsProvider ports={ports}>
          <ModalProvider store={modals}>
            <LanguageProvider>
              {children}
              <ModalHost />
            </LanguageProvider>
          </ModalProvider>
        </UiPortsProvider>
      </MemoryRouter>
    </MuiScope>
  );
  return Object.assign(render(ui, { wrapper: Wrapper }), { ports, modals });
}
