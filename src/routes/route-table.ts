// The route table of spec section 2 as data: every path with its title, page, sign-in, production
// and permission rules and page frame. app-routes.tsx turns it into routes; the sitemap reads it.
import { flowRoutes } from 'virtual:compiled-flows';
import { testOnlyRoutes } from 'virtual:test-only-routes';
import { permissionFlagNames, type PermissionFlag } from '../permissions/rules';
import {
  AccessDeniedPage,
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
  wizardPage,
  wizardSuccessPage,
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

const isPermissionFlag = (flag: string): flag is PermissionFlag =>
  (permissionFlagNames as readonly string[]).includes(flag);

/** The flow file's flags as permission flags; `flows:check` refuses other names, and so does this. */
function flowFlags(flowId: string, flags: readonly string[]): PermissionFlag[] {
  const unknown = flags.filter((flag) => !isPermissionFlag(flag));
  if (unknown.length > 0)
    throw new Error(`Flow ${flowId} requires unknown flags ${unknown.join(', ')}`);
  return flags.filter(isPermissionFlag);
}

/**
 * A flow's wizard and success routes. The flow file is their one source for the paths (`route`,
 * `successRoute`) and the wizard's gate (`requiredFlags`); the table adds the titles and the
 * success page's gate, which leaves out flags a change may turn off (a pending change).
 */
function wizardRoutes(
  flowId: string,
  titleId: string,
  successTitleId: string,
  successFlags: PermissionFlag[] = [],
): RouteEntry[] {
  const flow = flowRoutes[flowId];
  if (!flow) throw new Error(`No flow ${flowId} in flows/`);
  return [
    defineRoute(
      flow.route,
      titleId,
      wizardPage(flowId),
      gated(...flowFlags(flowId, flow.requiredFlags)),
    ),
    defineRoute(flow.successRoute, successTitleId, wizardSuccessPage(flowId), {
      ...gated(...successFlags),
      ...success,
    }),
  ];
}

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

/** An arrange-yourself area: its overview and its flow's wizard and success page. */
function changeArea(
  slug: string,
  key: string,
  flowId: string,
  flags: PermissionFlag[],
): RouteEntry[] {
  const title = `route.arrange.${key}`;
  const overview = areaOverviews[slug];
  if (!overview) throw new Error(`No overview page for ${slug}`);
  return [
    defineRoute(`${ARRANGE}/${slug}`, title, overview, gated(...flags)),
    ...wizardRoutes(flowId, `${title}.change`, `${title}.success`, flags),
  ];
}

/** The inbox children of a separation notice (divorced, split up): the notice and its flow. */
function inboxNotice(slug: string, key: string, page: Page, flowId: string): RouteEntry[] {
  return [
    defineRoute(`/postvak/${slug}`, `route.inbox.${key}`, page),
    ...wizardRoutes(flowId, `route.inbox.${key}.agreements`, `route.inbox.${key}.success`),
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
  ...wizardRoutes('relocation', 'route.profile.relocation', 'route.profile.relocation.success'),
  defineRoute('/mijn-profiel/mijn-partner', 'route.profile.partner', PartnerPage),
  ...wizardRoutes(
    'split-up',
    'route.profile.partner.splitUp',
    'route.profile.partner.splitUp.success',
  ),
  ...wizardRoutes('new-partner', 'route.profile.partner.new', 'route.profile.partner.new.success'),
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
  ...inboxNotice('gescheiden', 'divorced', DivorcedPage, 'divorce-agreements'),
  ...inboxNotice('uit-elkaar', 'separated', SeparatedPage, 'separation-agreements'),

  // Contact
  defineRoute('/contact', 'route.contact', ContactPage),
  defineRoute('/contact/veelgestelde-vragen', 'route.contact.faq', FaqPage),
  defineRoute(
    '/contact/veelgestelde-vragen/:category',
    'route.contact.faq.category',
    FaqCategoryPage,
  ),
  ...wizardRoutes('contact-form', 'route.contact.form', 'route.contact.form.success'),

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
  ...changeArea('pensioenleeftijd', 'pensionAge', 'pension-age', ['hasPensionPolicy']),
  ...changeArea('extra-partnerpensioen', 'additionalPartnerPension', 'additional-partner-pension', [
    'allowAdditionalPartnerPensionChange',
  ]),
  ...changeArea('extra-inleggen', 'extraDeposit', 'extra-deposit', ['hasExtraDepositAgreement']),
  ...changeArea('beleggingskeuze', 'investment', 'investment-choice', [
    'allowVisitInvestmentChoicePages',
  ]),
  defineRoute(
    `${ARRANGE}/beleggingskeuze/fondsen/:src`,
    'route.arrange.investment.funds',
    InvestmentFundsPage,
    gated('allowVisitInvestmentChoicePages'),
  ),
  ...changeArea('manier-van-pensioen-opbouwen', 'accrual', 'accrual-manner', [
    'allowAccrualChange',
  ]),
  ...changeArea('anw-pensioen', 'anw', 'anw-pension', ['allowAnwChange']),
  ...changeArea('netto-pensioen', 'netPension', 'net-pension', ['allowNetPensionChange']),
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
  ...wizardRoutes(
    'value-transfer',
    'route.arrange.combine.request',
    'route.arrange.combine.request.success',
    ['allowCombinePension'],
  ),
  ...wizardRoutes(
    'value-transfer-approval',
    'route.arrange.combine.approval',
    'route.arrange.combine.approval.success',
    ['allowCombinePension'],
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
