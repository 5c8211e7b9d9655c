// The routes of the test build only (scripts/test-only-code.ts resolves `virtual:test-only-routes`
// to this file there and to an empty list in production): the developer page with its flow
// preview, the component listings and the stub's person-id login. They still carry their
// production rules (hidden, blocked) for a test build configured as production.
import { STUB_LOGIN_PATH } from '../auth/stub-login/stub-login-path';
import { STUDIO_EDIT_PATH, STUDIO_PATH } from '../pages/devbox/studio/studio-path';
import { lazyPage } from './pages';
import { defineRoute, type Page, type RouteEntry, type RouteOptions } from './route-entry';
import { developer, exempt, session } from './route-options';

const DevboxPage = lazyPage(() => import('../pages/devbox/devbox-page').then((m) => m.DevboxPage));

/** The devbox flow preview: any flow, any step, any persona, either language. */
const FlowPreviewPage = lazyPage(
  () => import('../pages/devbox/flow-preview-page').then((m) => m.FlowPreviewPage),
  'all',
);

/** The flow studio: step graph, preview, definition and why each step and field is shown. */
const StudioPage = lazyPage(
  () => import('../pages/devbox/studio/studio-page').then((m) => m.StudioPage),
  'all',
);

/** The flow studio's editor beside the step's preview (its file endpoint is on the dev server). */
const StudioEditPage = lazyPage(
  () => import('../pages/devbox/studio/edit/studio-edit-page').then((m) => m.StudioEditPage),
  'all',
);

type ListingName =
  | 'ComponentListing'
  | 'ComponentListingCards'
  | 'ComponentListingModals'
  | 'NewComponentListing'
  | 'NewComponentListingCards'
  | 'NewComponentListingModals';

const listingPage = (name: ListingName) =>
  lazyPage(() =>
    import('../pages/component-listing/component-listing-page').then((m): Page => m[name]),
  );

const StubLoginPage = lazyPage(
  () => import('../auth/stub-login/stub-login').then((m) => m.StubLogin),
  'core',
);

/** The component listings with their card and modal children (blocked in production). */
function listing(path: string, key: string, [overview, card, modal]: Page[]): RouteEntry[] {
  const options: RouteOptions = { ...developer, blockedInProduction: true };
  return [
    defineRoute(path, `route.${key}`, overview as Page, options),
    defineRoute(`${path}/card`, `route.${key}.card`, card as Page, options),
    defineRoute(`${path}/modal`, `route.${key}.modal`, modal as Page, options),
  ];
}

export const testOnlyRoutes: readonly RouteEntry[] = [
  defineRoute('/devbox', 'route.devbox', DevboxPage, {
    ...developer,
    ...exempt,
    hiddenInProduction: true,
  }),
  defineRoute('/devbox/flows/:flowId/:stepId?', 'route.devbox.flowPreview', FlowPreviewPage, {
    ...developer,
    ...exempt,
    hiddenInProduction: true,
  }),
  defineRoute(`${STUDIO_PATH}/:flowId?/:stepId?`, 'route.devbox.studio', StudioPage, {
    ...developer,
    ...exempt,
    hiddenInProduction: true,
  }),
  defineRoute(`${STUDIO_EDIT_PATH}/:flowId/:stepId?`, 'route.devbox.studioEdit', StudioEditPage, {
    ...developer,
    ...exempt,
    hiddenInProduction: true,
  }),
  ...listing('/component-listing', 'componentListing', [
    listingPage('ComponentListing'),
    listingPage('ComponentListingCards'),
    listingPage('ComponentListingModals'),
  ]),
  ...listing('/new-component-listing', 'newComponentListing', [
    listingPage('NewComponentListing'),
    listingPage('NewComponentListingCards'),
    listingPage('NewComponentListingModals'),
  ]),
  defineRoute(STUB_LOGIN_PATH, 'route.stubLogin', StubLoginPage, {
    ...session,
    kind: 'developer',
    hiddenInProduction: true,
  }),
];
