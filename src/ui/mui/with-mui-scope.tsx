// A lazily loaded page inside the MUI scope. Its own module, imported on demand beside each page
// (routes/pages.tsx), so the scope is a chunk of the pages that need it, never of the first load.
import type { ComponentType } from 'react';
import { MuiScope } from './mui-scope';

/** `Component`, rendered inside the MUI scope. */
export function withMuiScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function InMuiScope(props: P) {
    return (
      <MuiScope>
        <Component {...props} />
      </MuiScope>
    );
  }
  return InMuiScope;
}
