import './app/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The first render runs as a transition, so React renders it in slices and yields to the browser
// between them (input, painting, network callbacks) instead of holding the main thread for the
// whole tree at once.
const portal = createRoot(root);
startTransition(() => {
  portal.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
