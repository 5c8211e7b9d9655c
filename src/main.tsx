import './app/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setSignInStarter } from './api/errors/sign-in-starter';
import { App } from './app/app';
import { startSignIn } from './auth/sign-in';
import { firstPageReady } from './app/route-prefetch';
import { ConfigErrorPage, configErrorDetails, configErrorIntls } from './config/config-error-page';
import { loadPortalConfig } from './config/load-config';
import { setPortalConfig } from './config/portal-config';
import { routeTable } from './routes/route-table';
import { watchPreloadErrors } from './ui/new-version/new-version';

/**
 * How long the first render waits for the first page's code and data (a slow answer after that
 * shows the page's loading state instead; index.html shows the page frame meanwhile).
 */
const FIRST_RENDER_WAIT_MS = 1000;

// An answer that needs a new sign-in starts it through auth (the api does not import auth).
setSignInStarter(startSignIn);

// A chunk of this build that is gone (a new release meanwhile) shows the new-version page.
watchPreloadErrors();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The configuration was requested beside this script (index.html preloads /config.json); this
// fetch picks up that answer.
const configured = loadPortalConfig();
// The first render waits for the configuration, the first page's code and data
// (app/route-prefetch), then runs as a transition, so React renders it in slices and yields to the
// browser between them (input, painting, network callbacks) instead of holding the main thread
// for the whole tree at once. Starting the page's code and data is a task of its own, right after
// this one: running the portal's code for the first time is already a long task.
const portal = createRoot(root);
setTimeout(() => {
  configured.then(
    (config) => {
      setPortalConfig(config);
      void firstPageReady(window.location.pathname, routeTable, FIRST_RENDER_WAIT_MS).then(() => {
        startTransition(() => {
          portal.render(
            <StrictMode>
              <App />
            </StrictMode>,
          );
        });
      });
    },
    async (error: unknown) => {
      // A missing or wrong configuration is the operator's to mend: say so, never a blank page.
      console.error('The portal cannot start:', error);
      const intls = await configErrorIntls();
      portal.render(<ConfigErrorPage intls={intls} details={configErrorDetails(error)} />);
    },
  );
}, 0);
