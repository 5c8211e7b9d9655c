import './app/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstPageReady } from './app/route-prefetch';
import { routeTable } from './routes/route-table';

/**
 * How long the first render waits for the first page's code and data (a slow answer after that
 * shows the page's loading state instead; index.html shows the page frame meanwhile).
 */
const FIRST_RENDER_WAIT_MS = 1000;

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The first render waits for the first page's code and data (app/route-prefetch), then runs as a
// transition, so React renders it in slices and yields to the browser between them (input,
// painting, network callbacks) instead of holding the main thread for the whole tree at once.
// Starting the page's code and data is a task of its own, right after this one: running the
// portal's code for the first time is already a long task.
const portal = createRoot(root);
setTimeout(() => {
  void firstPageReady(window.location.pathname, routeTable, FIRST_RENDER_WAIT_MS).then(() => {
    startTransition(() => {
      portal.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
}, 0);
