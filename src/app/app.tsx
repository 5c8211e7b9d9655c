import { BrowserRouter } from 'react-router';
import { DataProvider } from '../api/swr-provider';
import { LanguageProvider } from '../ui/language-provider';
import { AppRoutes } from '../routes/app-routes';
import { SessionProvider } from '../session/session-provider';
import { ModalHost } from '../ui/modals/modal-host';
import { UiPortsProvider } from '../ui/session-port';
import { ParticipantLabel } from './participant-label';
import { ProfileLanguage } from './profile-language';
import { appUiPorts } from './ui-ports';

/**
 * The portal root (the page's baseline styles are static: base.css). Providers from the outside
 * in: router, client session (and the UI's ports onto it), data fetching, texts in the active
 * language; then the routes and the modal host. MUI's theme and style cache are not here: the
 * pages and modals that use MUI bring them (ui/mui/mui-scope.tsx), so the page frame and the
 * wizard load without MUI and Emotion.
 */
export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <UiPortsProvider ports={appUiPorts}>
          <DataProvider>
            <ProfileLanguage />
            <ParticipantLabel />
            <LanguageProvider>
              <AppRoutes />
              <ModalHost />
            </LanguageProvider>
          </DataProvider>
        </UiPortsProvider>
      </SessionProvider>
    </BrowserRouter>
  );
}
