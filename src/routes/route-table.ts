// The route table of spec section 2 as data: every path with its title, page, sign-in, production
// and permission rules and page frame. app-routes.tsx turns it into routes; the sitemap reads it.
import type { PermissionFlag } from '../permissions/rules';
import {
  AccessDeniedPage,
  AdvisorSignInPage,
  AdvisorSignInReturn,
  HomePage,
  LogoutPage,
  MaintenancePage,
  MemberSignInReturn,
  NotFoundPage,
  PlaceholderPage,
  StaffSignInPage,
  StaffSignInReturn,
  StubLoginPage,
} from './pages';
import { defineRoute, type Page, type RouteEntry, type RouteOptions } from './route-entry';

/** Sign-in, sign-out and error pages: no login, no footer help, no inactivity watch. */
const session: RouteOptions = {
  kind: 'session',
  loginRequired: false,
  rememberPath: false,
  chrome: { hide: ['footerHelp', 'idle'] },
};

/** The pensions overview and access denied also leave out the main menu and the logo link. */
const withoutMenu: RouteOptions = {
  ...session,
  chrome: { hide: ['mainMenu', 'footerHelp', 'idle'], logoLinksHome: false },
};

/** Pages that never redirect to access denied (spec sections 2 and 6). */
const exempt: RouteOptions = { exemptFromAccessDenied: true };

/** Shown after a change: coming back to it after a new sign-in means nothing, so home instead. */
const success: RouteOptions = { kind: 'success', rememberPath: false };

/** Developer tools without login. */
const developer: RouteOptions = { kind: 'developer', loginRequired: false, rememberPath: false };

const gated = (...requiredFlags: PermissionFlag[]): RouteOptions => ({ requiredFlags });

/** A page not built yet: the shared placeholder. */
const todo = (path: string, titleId: string, options: RouteOptions = {}) =>
  defineRoute(path, titleId, PlaceholderPage, options);

const ARRANGE = '/zelf-regelen';

/** An arrange-yourself area: overview, wizard and success page, all behind the same flags. */
function changeArea(
  slug: string,
  key: string,
  flags: PermissionFlag[],
  changeFlags: PermissionFlag[] = [],
): RouteEntry[] {
  const base = `${ARRANGE}/${slug}`;
  const title = `route.arrange.${key}`;
  return [
    todo(base, title, gated(...flags)),
    todo(`${base}/wijzigen`, `${title}.change`, gated(...flags, ...changeFlags)),
    todo(`${base}/succes`, `${title}.success`, { ...gated(...flags), ...success }),
  ];
}

/** The inbox children of a separation notice (divorced, split up). */
function inboxNotice(slug: string, key: string): RouteEntry[] {
  const base = `/postvak/${slug}`;
  return [
    todo(base, `route.inbox.${key}`),
    todo(`${base}/afspraken-doorgeven`, `route.inbox.${key}.agreements`),
    todo(`${base}/gelukt`, `route.inbox.${key}.success`, success),
  ];
}

/** The component listings with their card and modal children (blocked in production). */
function listing(path: string, key: string): RouteEntry[] {
  const options: RouteOptions = { ...developer, blockedInProduction: true };
  return [
    todo(path, `route.${key}`, options),
    todo(`${path}/card`, `route.${key}.card`, options),
    todo(`${path}/modal`, `route.${key}.modal`, options),
  ];
}

const stubLogin = (page: Page | undefined): RouteEntry[] =>
  page
    ? [
        defineRoute('/stub-login', 'route.stubLogin', page, {
          ...session,
          kind: 'developer',
          hiddenInProduction: true,
        }),
      ]
    : [];

/** The nearing-retirement and pension-choice pages: an investment, guaranteed and combination variant. */
function retirementVariants(slug: string, key: string): RouteEntry[] {
  const base = `${ARRANGE}/${slug}`;
  const title = `route.arrange.${key}`;
  const fallback = ARRANGE;
  return [
    todo(base, title, {
      ...gated('allowVisitRetiredSoonPages', 'allowVisitRetiredSoonInvestingPages'),
      fallback,
    }),
    todo(`${base}-gegarandeerd`, `${title}.guaranteed`, {
      ...gated('allowVisitRetiredSoonPages', 'allowVisitRetiredSoonGuaranteedPages'),
      fallback,
    }),
    todo(`${base}-keuzescherm`, `${title}.choice`, {
      ...gated('allowVisitRetiredSoonPages', 'allowVisitRetiredSoonComboPages'),
      fallback,
    }),
  ];
}

export const NOT_FOUND_PATH = '*';

/** Every route of spec section 2, then the not-found catch-all. */
export const routeTable: readonly RouteEntry[] = [
  // Session and technical
  defineRoute('/', 'route.home', HomePage),
  defineRoute('/devbox', 'route.devbox', PlaceholderPage, {
    ...developer,
    ...exempt,
    hiddenInProduction: true,
  }),
  todo('/sitemap', 'route.sitemap'),
  ...listing('/component-listing', 'componentListing'),
  ...listing('/new-component-listing', 'newComponentListing'),
  ...stubLogin(StubLoginPage),
  defineRoute('/signin-oidc', 'route.signIn', MemberSignInReturn, { ...session, ...exempt }),
  defineRoute('/redirect', 'route.signIn', MemberSignInReturn, { ...session, ...exempt }),
  defineRoute('/advisor', 'route.advisorSignIn', AdvisorSignInPage, session),
  defineRoute('/advisor/redirect', 'route.signIn', AdvisorSignInReturn, { ...session, ...exempt }),
  defineRoute('/ssp/sign-in', 'route.staffSignIn', StaffSignInPage, session),
  defineRoute('/ssp/redirect', 'route.signIn', StaffSignInReturn, { ...session, ...exempt }),
  defineRoute('/logout', 'route.logout', LogoutPage, { ...session, ...exempt }),
  defineRoute('/overzicht-pensioenen', 'route.pensionsOverview', PlaceholderPage, {
    ...withoutMenu,
    ...exempt,
  }),
  defineRoute('/foutmelding', 'route.accessDenied', AccessDeniedPage, {
    ...withoutMenu,
    ...exempt,
  }),
  defineRoute('/onderhoud', 'route.maintenance', MaintenancePage, session),

  // Profile
  todo('/mijn-profiel', 'route.profile'),
  todo('/mijn-profiel/mijn-gegevens', 'route.profile.myData'),
  todo('/mijn-profiel/verhuizing-buitenland', 'route.profile.relocation'),
  todo('/mijn-profiel/verhuizing-buitenland/succes', 'route.profile.relocation.success', success),
  todo('/mijn-profiel/mijn-partner', 'route.profile.partner'),
  todo('/mijn-profiel/mijn-partner/uit-elkaar', 'route.profile.partner.splitUp'),
  todo(
    '/mijn-profiel/mijn-partner/uit-elkaar/succes',
    'route.profile.partner.splitUp.success',
    success,
  ),
  todo('/mijn-profiel/mijn-partner/doorgeven', 'route.profile.partner.new'),
  todo('/mijn-profiel/mijn-partner/succes', 'route.profile.partner.new.success', success),
  todo('/mijn-profiel/adviseur', 'route.profile.advisor', gated('allowAdvisorChoices')),

  // My pension
  todo('/mijn-pensioen', 'route.myPension'),
  todo('/mijn-pensioen/hoogte-pensioen', 'route.myPension.amount', gated('hasPensionPolicy')),
  todo(
    '/mijn-pensioen/hoogte-pensioen/fondsen-en-koersen',
    'route.myPension.funds',
    gated('hasPensionPolicy'),
  ),
  todo('/mijn-pensioen/gegevens-en-premies', 'route.myPension.data'),
  todo('/mijn-pensioen/partner-en-kinderen', 'route.myPension.partnerChildren'),

  // Inbox
  todo('/postvak', 'route.inbox'),
  ...inboxNotice('gescheiden', 'divorced'),
  ...inboxNotice('uit-elkaar', 'separated'),

  // Contact
  todo('/contact', 'route.contact'),
  todo('/contact/veelgestelde-vragen', 'route.contact.faq'),
  todo('/contact/veelgestelde-vragen/:category', 'route.contact.faq.category'),
  todo('/contact/contactformulier', 'route.contact.form'),
  todo('/contact/contactformulier/succes', 'route.contact.form.success', success),

  // Pension planner
  todo('/pensioenverkenner', 'route.planner'),
  todo('/uw-gegevens', 'route.planner.yourData'),
  todo('/uw-gegevens/uw-inzicht', 'route.planner.yourInsight'),
  todo('/start-ockto', 'route.planner.startOckto'),
  todo('/gegevens-ockto', 'route.planner.ocktoData'),
  todo('/minder-werken', 'route.planner.workLess', {
    ...gated('allowVisitWorkLessPage'),
    hiddenInProduction: true,
  }),
  todo('/eerder-stoppen', 'route.planner.stopEarly', {
    ...gated('allowVisitStopWorkPage'),
    fallback: '/pensioenverkenner',
  }),

  // Arrange yourself
  todo(ARRANGE, 'route.arrange'),
  ...changeArea('pensioenleeftijd', 'pensionAge', ['hasPensionPolicy'], ['hasActivePolicy']),
  todo(
    `${ARRANGE}/extra-partnerpensioen`,
    'route.arrange.additionalPartnerPension',
    gated('allowAdditionalPartnerPensionChange'),
  ),
  ...changeArea(
    'extra-inleggen',
    'extraDeposit',
    ['hasExtraDepositAgreement'],
    ['allowExtraDepositChange'],
  ),
  ...changeArea('beleggingskeuze', 'investment', ['allowVisitInvestmentChoicePages']),
  todo(
    `${ARRANGE}/beleggingskeuze/fondsen/:src`,
    'route.arrange.investment.funds',
    gated('allowVisitInvestmentChoicePages'),
  ),
  ...changeArea('manier-van-pensioen-opbouwen', 'accrual', ['allowAccrualChange']),
  ...changeArea('anw-pensioen', 'anw', ['allowAnwChange']),
  ...changeArea('netto-pensioen', 'netPension', ['allowNetPensionChange']),
  todo(
    `${ARRANGE}/netto-pensioen/voor-partner`,
    'route.arrange.netPension.forPartner',
    gated('allowNetPensionChange'),
  ),
  todo(
    `${ARRANGE}/netto-pensioen/voor-kinderen`,
    'route.arrange.netPension.forChildren',
    gated('allowNetPensionChange'),
  ),
  todo(
    `${ARRANGE}/netto-pensioen/voor-uzelf`,
    'route.arrange.netPension.forYourself',
    gated('allowNetPensionChange'),
  ),
  todo(`${ARRANGE}/pensioenen-samenvoegen`, 'route.arrange.combine', gated('allowCombinePension')),
  todo(
    `${ARRANGE}/pensioenen-samenvoegen/aanvragen`,
    'route.arrange.combine.request',
    gated('allowCombinePension'),
  ),
  todo(
    `${ARRANGE}/pensioenen-samenvoegen/aanvragen/succes`,
    'route.arrange.combine.request.success',
    {
      ...gated('allowCombinePension'),
      ...success,
    },
  ),
  todo(
    `${ARRANGE}/pensioenen-samenvoegen/akkoordverklaring`,
    'route.arrange.combine.approval',
    gated('allowCombinePension'),
  ),
  todo(
    `${ARRANGE}/pensioenen-samenvoegen/akkoordverklaring/succes`,
    'route.arrange.combine.approval.success',
    { ...gated('allowCombinePension'), ...success },
  ),
  ...retirementVariants('bijna-met-pensioen', 'retiringSoon'),
  ...retirementVariants('pensioen-kiezen', 'choosePension'),

  // Anything else
  defineRoute(NOT_FOUND_PATH, 'route.notFound', NotFoundPage, { ...session, chrome: {} }),
];
