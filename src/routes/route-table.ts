// The route table of spec section 2 as data: every path with its title, page, sign-in, production
// and permission rules and page frame. app-routes.tsx turns it into routes; the sitemap reads it.
import { testOnlyRoutes } from 'virtual:test-only-routes';
import type { PermissionFlag } from '../permissions/rules';
import {
  AccessDeniedPage,
  flowPage,
  AccrualPage,
  AdditionalPartnerPensionPage,
  AdvisorPage,
  AdvisorSignInPage,
  AdvisorSignInReturn,
  AnwPage,
  ArrangePage,
  ChoosePensionCombinationPage,
  ChoosePensionGuaranteedPage,
  ChoosePensionInvestmentPage,
  CombinePensionsPage,
  ContactPage,
  DivorcedPage,
  ExtraDepositPage,
  FaqCategoryPage,
  FaqPage,
  FundsPage,
  HomePage,
  InboxPage,
  InsightPage,
  InvestmentFundsPage,
  InvestmentPage,
  LogoutPage,
  MaintenancePage,
  MemberSignInReturn,
  MyDataPage,
  MyPensionPage,
  NetPensionChildrenPage,
  NetPensionPage,
  NetPensionPartnerPage,
  NetPensionYourselfPage,
  NotFoundPage,
  OcktoDataPage,
  PartnerChildrenPage,
  PartnerPage,
  PensionAgePage,
  PensionAmountPage,
  PensionDataPage,
  PensionsOverviewPage,
  PlannerPage,
  ProfilePage,
  RetiringSoonCombinationPage,
  RetiringSoonGuaranteedPage,
  RetiringSoonInvestmentPage,
  SeparatedPage,
  SitemapPage,
  StaffSignInPage,
  StaffSignInReturn,
  StartOcktoPage,
  StopEarlyPage,
  WorkLessPage,
  YourDataPage,
} from './pages';
import { defineRoute, type Page, type RouteEntry, type RouteOptions } from './route-entry';
import { exempt, session } from './route-options';

/** The pensions overview and access denied also leave out the main menu and the logo link. */
const withoutMenu: RouteOptions = {
  ...session,
  chrome: { hide: ['mainMenu', 'footerHelp', 'idle'], logoLinksHome: false },
};

/** Shown after a change: coming back to it after a new sign-in means nothing, so home instead. */
const success: RouteOptions = { kind: 'success', rememberPath: false };

const gated = (...requiredFlags: PermissionFlag[]): RouteOptions => ({ requiredFlags });

/** A wizard or success route: the page of the flow that names the path (see `flowPage`). */
const flowRoute = (path: string, titleId: string, options: RouteOptions = {}) =>
  defineRoute(path, titleId, flowPage(path), options);

const ARRANGE = '/zelf-regelen';

/** The overview page of each arrange-yourself area, by slug. */
const areaOverviews: Record<string, Page> = {
  pensioenleeftijd: PensionAgePage,
  'extra-inleggen': ExtraDepositPage,
  beleggingskeuze: InvestmentPage,
  'manier-van-pensioen-opbouwen': AccrualPage,
  'anw-pensioen': AnwPage,
  'netto-pensioen': NetPensionPage,
  'extra-partnerpensioen': AdditionalPartnerPensionPage,
};

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
    defineRoute(base, title, areaOverviews[slug] ?? flowPage(base), gated(...flags)),
    flowRoute(`${base}/wijzigen`, `${title}.change`, gated(...flags, ...changeFlags)),
    flowRoute(`${base}/succes`, `${title}.success`, { ...gated(...flags), ...success }),
  ];
}

/** The inbox children of a separation notice (divorced, split up). */
function inboxNotice(slug: string, key: string, page: Page): RouteEntry[] {
  const base = `/postvak/${slug}`;
  return [
    defineRoute(base, `route.inbox.${key}`, page),
    flowRoute(`${base}/afspraken-doorgeven`, `route.inbox.${key}.agreements`),
    flowRoute(`${base}/gelukt`, `route.inbox.${key}.success`, success),
  ];
}

/** The nearing-retirement and pension-choice pages: an investment, guaranteed and combination variant. */
function retirementVariants(
  slug: string,
  key: string,
  [investing, guaranteed, combination]: [Page, Page, Page],
): RouteEntry[] {
  const base = `${ARRANGE}/${slug}`;
  const title = `route.arrange.${key}`;
  const fallback = ARRANGE;
  return [
    defineRoute(base, title, investing, {
      ...gated('allowVisitRetiredSoonPages', 'allowVisitRetiredSoonInvestingPages'),
      fallback,
    }),
    defineRoute(`${base}-gegarandeerd`, `${title}.guaranteed`, guaranteed, {
      ...gated('allowVisitRetiredSoonPages', 'allowVisitRetiredSoonGuaranteedPages'),
      fallback,
    }),
    defineRoute(`${base}-keuzescherm`, `${title}.choice`, combination, {
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
  defineRoute('/sitemap', 'route.sitemap', SitemapPage),
  // The developer page, its flow preview, the component listings and the stub login: in the
  // test build only (scripts/test-only-code.ts); production's bundle holds none of their code.
  ...testOnlyRoutes,
  defineRoute('/signin-oidc', 'route.signIn', MemberSignInReturn, { ...session, ...exempt }),
  defineRoute('/redirect', 'route.signIn', MemberSignInReturn, { ...session, ...exempt }),
  defineRoute('/advisor', 'route.advisorSignIn', AdvisorSignInPage, session),
  defineRoute('/advisor/redirect', 'route.signIn', AdvisorSignInReturn, { ...session, ...exempt }),
  defineRoute('/ssp/sign-in', 'route.staffSignIn', StaffSignInPage, session),
  defineRoute('/ssp/redirect', 'route.signIn', StaffSignInReturn, { ...session, ...exempt }),
  defineRoute('/logout', 'route.logout', LogoutPage, { ...session, ...exempt }),
  defineRoute('/overzicht-pensioenen', 'route.pensionsOverview', PensionsOverviewPage, {
    ...withoutMenu,
    ...exempt,
  }),
  defineRoute('/foutmelding', 'route.accessDenied', AccessDeniedPage, {
    ...withoutMenu,
    ...exempt,
  }),
  defineRoute('/onderhoud', 'route.maintenance', MaintenancePage, session),

  // Profile
  defineRoute('/mijn-profiel', 'route.profile', ProfilePage),
  defineRoute('/mijn-profiel/mijn-gegevens', 'route.profile.myData', MyDataPage),
  flowRoute('/mijn-profiel/verhuizing-buitenland', 'route.profile.relocation'),
  flowRoute(
    '/mijn-profiel/verhuizing-buitenland/succes',
    'route.profile.relocation.success',
    success,
  ),
  defineRoute('/mijn-profiel/mijn-partner', 'route.profile.partner', PartnerPage),
  flowRoute('/mijn-profiel/mijn-partner/uit-elkaar', 'route.profile.partner.splitUp'),
  flowRoute(
    '/mijn-profiel/mijn-partner/uit-elkaar/succes',
    'route.profile.partner.splitUp.success',
    success,
  ),
  flowRoute('/mijn-profiel/mijn-partner/doorgeven', 'route.profile.partner.new'),
  flowRoute('/mijn-profiel/mijn-partner/succes', 'route.profile.partner.new.success', success),
  defineRoute(
    '/mijn-profiel/adviseur',
    'route.profile.advisor',
    AdvisorPage,
    gated('allowAdvisorChoices'),
  ),

  // My pension
  defineRoute('/mijn-pensioen', 'route.myPension', MyPensionPage),
  defineRoute(
    '/mijn-pensioen/hoogte-pensioen',
    'route.myPension.amount',
    PensionAmountPage,
    gated('hasPensionPolicy'),
  ),
  defineRoute(
    '/mijn-pensioen/hoogte-pensioen/fondsen-en-koersen',
    'route.myPension.funds',
    FundsPage,
    gated('hasPensionPolicy'),
  ),
  defineRoute('/mijn-pensioen/gegevens-en-premies', 'route.myPension.data', PensionDataPage),
  defineRoute(
    '/mijn-pensioen/partner-en-kinderen',
    'route.myPension.partnerChildren',
    PartnerChildrenPage,
  ),

  // Inbox
  defineRoute('/postvak', 'route.inbox', InboxPage),
  ...inboxNotice('gescheiden', 'divorced', DivorcedPage),
  ...inboxNotice('uit-elkaar', 'separated', SeparatedPage),

  // Contact
  defineRoute('/contact', 'route.contact', ContactPage),
  defineRoute('/contact/veelgestelde-vragen', 'route.contact.faq', FaqPage),
  defineRoute(
    '/contact/veelgestelde-vragen/:category',
    'route.contact.faq.category',
    FaqCategoryPage,
  ),
  flowRoute('/contact/contactformulier', 'route.contact.form'),
  flowRoute('/contact/contactformulier/succes', 'route.contact.form.success', success),

  // Pension planner
  defineRoute('/pensioenverkenner', 'route.planner', PlannerPage),
  defineRoute('/uw-gegevens', 'route.planner.yourData', YourDataPage),
  defineRoute('/uw-gegevens/uw-inzicht', 'route.planner.yourInsight', InsightPage),
  defineRoute('/start-ockto', 'route.planner.startOckto', StartOcktoPage),
  defineRoute('/gegevens-ockto', 'route.planner.ocktoData', OcktoDataPage),
  defineRoute('/minder-werken', 'route.planner.workLess', WorkLessPage, {
    ...gated('allowVisitWorkLessPage'),
    hiddenInProduction: true,
  }),
  defineRoute('/eerder-stoppen', 'route.planner.stopEarly', StopEarlyPage, {
    ...gated('allowVisitStopWorkPage'),
    fallback: '/pensioenverkenner',
  }),

  // Arrange yourself
  defineRoute(ARRANGE, 'route.arrange', ArrangePage),
  ...changeArea('pensioenleeftijd', 'pensionAge', ['hasPensionPolicy'], ['hasActivePolicy']),
  ...changeArea('extra-partnerpensioen', 'additionalPartnerPension', [
    'allowAdditionalPartnerPensionChange',
  ]),
  ...changeArea(
    'extra-inleggen',
    'extraDeposit',
    ['hasExtraDepositAgreement'],
    ['allowExtraDepositChange'],
  ),
  ...changeArea('beleggingskeuze', 'investment', ['allowVisitInvestmentChoicePages']),
  defineRoute(
    `${ARRANGE}/beleggingskeuze/fondsen/:src`,
    'route.arrange.investment.funds',
    InvestmentFundsPage,
    gated('allowVisitInvestmentChoicePages'),
  ),
  ...changeArea('manier-van-pensioen-opbouwen', 'accrual', ['allowAccrualChange']),
  ...changeArea('anw-pensioen', 'anw', ['allowAnwChange']),
  ...changeArea('netto-pensioen', 'netPension', ['allowNetPensionChange']),
  defineRoute(
    `${ARRANGE}/netto-pensioen/voor-partner`,
    'route.arrange.netPension.forPartner',
    NetPensionPartnerPage,
    gated('allowNetPensionChange'),
  ),
  defineRoute(
    `${ARRANGE}/netto-pensioen/voor-kinderen`,
    'route.arrange.netPension.forChildren',
    NetPensionChildrenPage,
    gated('allowNetPensionChange'),
  ),
  defineRoute(
    `${ARRANGE}/netto-pensioen/voor-uzelf`,
    'route.arrange.netPension.forYourself',
    NetPensionYourselfPage,
    gated('allowNetPensionChange'),
  ),
  defineRoute(
    `${ARRANGE}/pensioenen-samenvoegen`,
    'route.arrange.combine',
    CombinePensionsPage,
    gated('allowCombinePension'),
  ),
  flowRoute(
    `${ARRANGE}/pensioenen-samenvoegen/aanvragen`,
    'route.arrange.combine.request',
    gated('allowCombinePension'),
  ),
  flowRoute(
    `${ARRANGE}/pensioenen-samenvoegen/aanvragen/succes`,
    'route.arrange.combine.request.success',
    {
      ...gated('allowCombinePension'),
      ...success,
    },
  ),
  flowRoute(
    `${ARRANGE}/pensioenen-samenvoegen/akkoordverklaring`,
    'route.arrange.combine.approval',
    gated('allowCombinePension'),
  ),
  flowRoute(
    `${ARRANGE}/pensioenen-samenvoegen/akkoordverklaring/succes`,
    'route.arrange.combine.approval.success',
    { ...gated('allowCombinePension'), ...success },
  ),
  ...retirementVariants('bijna-met-pensioen', 'retiringSoon', [
    RetiringSoonInvestmentPage,
    RetiringSoonGuaranteedPage,
    RetiringSoonCombinationPage,
  ]),
  ...retirementVariants('pensioen-kiezen', 'choosePension', [
    ChoosePensionInvestmentPage,
    ChoosePensionGuaranteedPage,
    ChoosePensionCombinationPage,
  ]),

  // Anything else
  defineRoute(NOT_FOUND_PATH, 'route.notFound', NotFoundPage, { ...session, chrome: {} }),
];
