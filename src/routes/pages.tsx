// Every page of the route table as a lazy import: each route is its own chunk, so the home route
// carries only itself. Pages not built yet share the one placeholder chunk.
import { lazy } from 'react';
import type { Page } from './route-entry';

/** A lazily loaded page. */
function lazyPage(load: () => Promise<Page>): Page {
  return lazy(() => load().then((page) => ({ default: page })));
}

export const PlaceholderPage = lazyPage(() =>
  import('../pages/placeholder/placeholder-page').then((m) => m.PlaceholderPage),
);

export const HomePage = lazyPage(() => import('../pages/home/home-page').then((m) => m.HomePage));

export const AccessDeniedPage = lazyPage(() =>
  import('../pages/session/access-denied-page').then((m) => m.AccessDeniedPage),
);

export const MaintenancePage = lazyPage(() =>
  import('../pages/session/maintenance-page').then((m) => m.MaintenancePage),
);

export const NotFoundPage = lazyPage(() =>
  import('../pages/session/not-found-page').then((m) => m.NotFoundPage),
);

export const LogoutPage = lazyPage(() => import('../auth/logout-page').then((m) => m.LogoutPage));

export const AdvisorSignInPage = lazyPage(() =>
  import('../auth/advisor-sign-in').then((m) => m.AdvisorSignIn),
);

export const StaffSignInPage = lazyPage(() =>
  import('../auth/staff-sign-in-page').then((m) => m.StaffSignIn),
);

/** The member's return from the provider (/signin-oidc and /redirect). */
export const MemberSignInReturn = lazyPage(() =>
  import('../auth/signin-callback').then(({ SigninCallback }) => {
    const MemberReturn = () => <SigninCallback kind="OneWelcome" />;
    return MemberReturn;
  }),
);

/** The advisor's return from the provider (/advisor/redirect). */
export const AdvisorSignInReturn = lazyPage(() =>
  import('../auth/signin-callback').then(({ SigninCallback }) => {
    const AdvisorReturn = () => <SigninCallback kind="AdvisorOneWelcome" />;
    return AdvisorReturn;
  }),
);

/** The staff member's return from the directory (/ssp/redirect). */
export const StaffSignInReturn = lazyPage(() =>
  import('../auth/signin-callback').then(({ SigninCallback }) => {
    const StaffReturn = () => <SigninCallback kind="AAD" />;
    return StaffReturn;
  }),
);

/**
 * The test-only person-id login. The condition is a build-time constant, so a production build
 * contains neither this page nor its call to the stub back end.
 */
export const StubLoginPage: Page | undefined =
  import.meta.env.VITE_PORTAL_ENV !== 'production'
    ? lazyPage(() => import('../auth/stub-login/stub-login').then((m) => m.StubLogin))
    : undefined;
