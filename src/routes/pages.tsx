// Every page of the route table as a lazy import: each route is its own chunk, so the home route
// carries only itself. A wizard path that no flow file claims shows the placeholder page.
import { lazy, startTransition, useEffect, useState } from 'react';
import { flowResources } from 'virtual:compiled-flows';
import { loadAllMessages, loadFlowMessages, loadPageMessages } from '../i18n/load-messages';
import { homeDataNeeds } from '../pages/home/home-page.needs';
import { amountDataNeeds } from '../pages/my-pension/amount-page.needs';
import { loadOnce } from '../ui/load-once';
import { Spinner } from '../ui/spinner/spinner';
import type { PageDataNeeds, PageProps } from '../pages/shared/page-props';
import type { RouteFact } from '../pages/shared/route-facts';
import type { Page } from './route-entry';

/** A page loaded on demand: `preload` starts its code ahead of rendering (app/route-prefetch). */
type LoadablePage = Page & { preload: () => Promise<Page> };

/**
 * The page `load` gives, loaded on first render or by `preload` (one load for both). The page waits
 * for its chunks itself, with the same spinner as the route's Suspense fallback: a suspended first
 * render would make React hold the page back for up to 300 ms after the chunks arrive (its
 * throttle for revealing a Suspense boundary). A failed load renders a lazy page that loads again
 * and throws to the error boundary if it fails once more.
 */
function loadablePage(load: () => Promise<Page>): LoadablePage {
  let loaded: Page | undefined;
  const preload = loadOnce(() => load().then((page) => (loaded = page)));
  const Retry = lazy(() => preload().then((page) => ({ default: page })));
  function PageEntry(props: PageProps) {
    const [Shown, setShown] = useState<Page | undefined>(() => loaded);
    useEffect(() => {
      if (Shown) return;
      let current = true;
      // As a transition: React renders the page in slices, yielding to the browser between them.
      const show = (page: Page) => {
        if (current) startTransition(() => setShown(() => page));
      };
      preload().then(show, () => show(Retry));
      return () => {
        current = false;
      };
    }, [Shown]);
    return Shown ? <Shown {...props} /> : <Spinner block size="lg" />;
  }
  return Object.assign(PageEntry, { preload });
}

/**
 * A lazily loaded page. Pages of the first load (home, session and sign-in pages) need only the
 * core texts; every other page brings the pages' texts with its chunk (side by side), and a page
 * that shows wizards brings theirs as well (`all`). A page renders inside the MUI scope (its
 * theme and style cache), loaded beside it, unless it says it is styled by static stylesheets
 * alone (`static`): the portal's first load holds neither MUI nor Emotion, and the wizard (below)
 * and such pages never load them.
 */
export function lazyPage(
  load: () => Promise<Page>,
  texts: 'core' | 'pages' | 'all' = 'pages',
  styles: 'mui' | 'static' = 'mui',
): LoadablePage {
  const loadTexts = { core: undefined, pages: loadPageMessages, all: loadAllMessages }[texts];
  const loadScope = styles === 'mui' ? () => import('../ui/mui/with-mui-scope') : undefined;
  return loadablePage(() =>
    Promise.all([load(), loadScope?.(), loadTexts?.()]).then(([page, scope]) =>
      scope ? scope.withMuiScope(page) : page,
    ),
  );
}

/**
 * A page that says what data it will ask for (`PageDataNeeds`, in a `.needs.ts` file beside the
 * page, small enough for the main bundle), given the route table's facts.
 */
function withNeeds<P extends Page>(
  page: P,
  needs: (routes: readonly RouteFact[]) => PageDataNeeds | Promise<PageDataNeeds>,
) {
  return Object.assign(page, {
    dataNeeds: (routes: readonly RouteFact[]) => Promise.resolve(routes).then(needs),
  });
}

export const PlaceholderPage = lazyPage(
  () => import('../pages/placeholder/placeholder-page').then((m) => m.PlaceholderPage),
  'core',
);

export const HomePage = withNeeds(
  lazyPage(() => import('../pages/home/home-page').then((m) => m.HomePage), 'core'),
  homeDataNeeds,
);

export const ArrangePage = lazyPage(() =>
  import('../pages/arrange/arrange-page').then((m) => m.ArrangePage),
);

export const MyPensionPage = lazyPage(() =>
  import('../pages/my-pension/my-pension-page').then((m) => m.MyPensionPage),
);

export const PensionAmountPage = withNeeds(
  lazyPage(() => import('../pages/my-pension/amount-page').then((m) => m.AmountPage)),
  amountDataNeeds,
);

export const FundsPage = lazyPage(() =>
  import('../pages/my-pension/funds-page').then((m) => m.FundsPage),
);

export const PensionDataPage = lazyPage(() =>
  import('../pages/my-pension/data-page').then((m) => m.DataPage),
);

export const PartnerChildrenPage = lazyPage(() =>
  import('../pages/my-pension/partner-children-page').then((m) => m.PartnerChildrenPage),
);

export const InboxPage = lazyPage(() =>
  import('../pages/inbox/inbox-page').then((m) => m.InboxPage),
);

export const DivorcedPage = lazyPage(() =>
  import('../pages/inbox/separation-page').then((m) => m.DivorcedPage),
);

export const SeparatedPage = lazyPage(() =>
  import('../pages/inbox/separation-page').then((m) => m.SeparatedPage),
);

export const ContactPage = lazyPage(() =>
  import('../pages/contact/contact-page').then((m) => m.ContactPage),
);

export const FaqPage = lazyPage(() => import('../pages/contact/faq-page').then((m) => m.FaqPage));

export const FaqCategoryPage = lazyPage(() =>
  import('../pages/contact/faq-category-page').then((m) => m.FaqCategoryPage),
);

export const ProfilePage = lazyPage(() =>
  import('../pages/profile/profile-page').then((m) => m.ProfilePage),
);

export const MyDataPage = lazyPage(() =>
  import('../pages/profile/my-data-page').then((m) => m.MyDataPage),
);

export const PartnerPage = lazyPage(() =>
  import('../pages/profile/partner-page').then((m) => m.PartnerPage),
);

export const AdvisorPage = lazyPage(() =>
  import('../pages/profile/advisor-page').then((m) => m.AdvisorPage),
);

export const PlannerPage = lazyPage(() =>
  import('../pages/planner/planner-page').then((m) => m.PlannerPage),
);

export const YourDataPage = lazyPage(() =>
  import('../pages/planner/your-data-page').then((m) => m.YourDataPage),
);

export const InsightPage = lazyPage(() =>
  import('../pages/planner/insight-page').then((m) => m.InsightPage),
);

export const StartOcktoPage = lazyPage(() =>
  import('../pages/planner/start-ockto-page').then((m) => m.StartOcktoPage),
);

export const OcktoDataPage = lazyPage(() =>
  import('../pages/planner/ockto-data-page').then((m) => m.OcktoDataPage),
);

export const WorkLessPage = lazyPage(() =>
  import('../pages/planner/work-less-page').then((m) => m.WorkLessPage),
);

export const StopEarlyPage = lazyPage(() =>
  import('../pages/planner/stop-early-page').then((m) => m.StopEarlyPage),
);

export const PensionAgePage = lazyPage(() =>
  import('../pages/arrange/pension-age-page').then((m) => m.PensionAgePage),
);

export const ExtraDepositPage = lazyPage(() =>
  import('../pages/arrange/extra-deposit-page').then((m) => m.ExtraDepositPage),
);

export const InvestmentPage = lazyPage(() =>
  import('../pages/arrange/investment-page').then((m) => m.InvestmentPage),
);

export const InvestmentFundsPage = lazyPage(() =>
  import('../pages/arrange/investment-funds-page').then((m) => m.InvestmentFundsPage),
);

export const AccrualPage = lazyPage(() =>
  import('../pages/arrange/accrual-page').then((m) => m.AccrualPage),
);

export const AnwPage = lazyPage(() => import('../pages/arrange/anw-page').then((m) => m.AnwPage));

export const NetPensionPage = lazyPage(() =>
  import('../pages/arrange/net-pension-page').then((m) => m.NetPensionPage),
);

export const NetPensionPartnerPage = lazyPage(() =>
  import('../pages/arrange/net-pension-page').then((m) => m.NetPensionPartnerPage),
);

export const NetPensionChildrenPage = lazyPage(() =>
  import('../pages/arrange/net-pension-page').then((m) => m.NetPensionChildrenPage),
);

export const NetPensionYourselfPage = lazyPage(() =>
  import('../pages/arrange/net-pension-page').then((m) => m.NetPensionYourselfPage),
);

export const AdditionalPartnerPensionPage = lazyPage(() =>
  import('../pages/arrange/additional-partner-pension-page').then(
    (m) => m.AdditionalPartnerPensionPage,
  ),
);

export const CombinePensionsPage = lazyPage(() =>
  import('../pages/arrange/combine-page').then((m) => m.CombinePensionsPage),
);

export const RetiringSoonInvestmentPage = lazyPage(() =>
  import('../pages/retirement/retirement-page').then((m) => m.RetiringSoonInvestmentPage),
);

export const RetiringSoonGuaranteedPage = lazyPage(() =>
  import('../pages/retirement/retirement-page').then((m) => m.RetiringSoonGuaranteedPage),
);

export const RetiringSoonCombinationPage = lazyPage(() =>
  import('../pages/retirement/retirement-page').then((m) => m.RetiringSoonCombinationPage),
);

export const ChoosePensionInvestmentPage = lazyPage(() =>
  import('../pages/retirement/retirement-page').then((m) => m.ChoosePensionInvestmentPage),
);

export const ChoosePensionGuaranteedPage = lazyPage(() =>
  import('../pages/retirement/retirement-page').then((m) => m.ChoosePensionGuaranteedPage),
);

export const ChoosePensionCombinationPage = lazyPage(() =>
  import('../pages/retirement/retirement-page').then((m) => m.ChoosePensionCombinationPage),
);

export const PensionsOverviewPage = lazyPage(() =>
  import('../pages/overview/pensions-overview-page').then((m) => m.PensionsOverviewPage),
);

export const SitemapPage = lazyPage(() =>
  import('../pages/sitemap/sitemap-page').then((m) => m.SitemapPage),
);

export const AccessDeniedPage = lazyPage(
  () => import('../pages/session/access-denied-page').then((m) => m.AccessDeniedPage),
  'core',
);

export const MaintenancePage = lazyPage(
  () => import('../pages/session/maintenance-page').then((m) => m.MaintenancePage),
  'core',
);

export const NotFoundPage = lazyPage(
  () => import('../pages/session/not-found-page').then((m) => m.NotFoundPage),
  'core',
);

export const LogoutPage = lazyPage(
  () => import('../auth/logout-page').then((m) => m.LogoutPage),
  'core',
);

export const AdvisorSignInPage = lazyPage(
  () => import('../auth/advisor-sign-in').then((m) => m.AdvisorSignIn),
  'core',
  'static',
);

export const StaffSignInPage = lazyPage(
  () => import('../auth/staff-sign-in-page').then((m) => m.StaffSignIn),
  'core',
  'static',
);

/** The member's return from the provider (/signin-oidc and /redirect). */
export const MemberSignInReturn = lazyPage(
  () =>
    import('../auth/signin-callback').then(({ SigninCallback }) => {
      const MemberReturn = () => <SigninCallback kind="OneWelcome" />;
      return MemberReturn;
    }),
  'core',
  'static',
);

/** The advisor's return from the provider (/advisor/redirect). */
export const AdvisorSignInReturn = lazyPage(
  () =>
    import('../auth/signin-callback').then(({ SigninCallback }) => {
      const AdvisorReturn = () => <SigninCallback kind="AdvisorOneWelcome" />;
      return AdvisorReturn;
    }),
  'core',
  'static',
);

/** The staff member's return from the directory (/ssp/redirect). */
export const StaffSignInReturn = lazyPage(
  () =>
    import('../auth/signin-callback').then(({ SigninCallback }) => {
      const StaffReturn = () => <SigninCallback kind="AAD" />;
      return StaffReturn;
    }),
  'core',
  'static',
);

/**
 * A flow's wizard: the one wizard page of src/engine/react, chosen by flow id. The route table
 * puts it at the path the flow file names (`route`).
 */
export function wizardPage(flowId: string): Page {
  // The page chunk, the flow's own chunk and its texts load side by side, and the page resolves
  // only with its flow loaded, so the wizard renders its first step without another round trip.
  // The texts are this flow's and the engine's alone: no other page's nor other wizard's. No MUI
  // scope: the engine is styled by static stylesheets alone (lint keeps MUI out of it).
  const load = () => {
    flowResources(flowId).catch(() => {
      // WizardRoute loads it again and shows the failure.
    });
    const texts = loadFlowMessages(flowId);
    return import('../engine/react/wizard-page').then(({ WizardRoute, preloadFlow }) => {
      const Wizard = () => <WizardRoute flowId={flowId} />;
      const done = (): Page => Wizard;
      return Promise.all([preloadFlow(flowId), texts]).then(done, done);
    });
  };
  // What the wizard will ask for once loaded, so the app can fetch it ahead (app/route-prefetch).
  const dataNeeds = () =>
    flowResources(flowId).then(({ flow }) => ({
      queries: flow.queries,
      flags: flow.requiredFlags ?? [],
    }));
  return Object.assign(loadablePage(load), { dataNeeds });
}

/**
 * A flow's success page (confirmation, what was sent as the summary showed it, summary PDF), at
 * the flow file's `successRoute`, with the same texts as its wizard.
 */
export function wizardSuccessPage(flowId: string): Page {
  return loadablePage(() =>
    Promise.all([
      import('../engine/react/success-page').then(({ WizardSuccessRoute }) => {
        const Success = ({ titleId }: { titleId: string }) => (
          <WizardSuccessRoute flowId={flowId} titleId={titleId} />
        );
        return Success;
      }),
      loadFlowMessages(flowId),
    ]).then(([page]) => page),
  );
}
