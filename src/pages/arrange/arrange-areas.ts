// The arrange-yourself areas (spec section 2, /zelf-regelen) as data: the home page's action
// cards and the /zelf-regelen overview both list them. Title and permission flags come from the
// route table (handed to pages as route facts), so a card shows exactly when its page may be
// visited.
import type { PermissionFlag } from '../../permissions/rules';
import type { RouteFact } from '../shared/route-facts';

export interface ArrangeArea {
  /** The area's overview path. */
  path: string;
  /** Message id of the card's text. */
  textId: string;
}

export interface ArrangeCard extends ArrangeArea {
  /** Message id of the title (the route's title). */
  titleId: string;
  /** Every one must be true (the route's gating). */
  flags: readonly PermissionFlag[];
}

const ARRANGE = '/zelf-regelen';

export const arrangeAreas: readonly ArrangeArea[] = [
  { path: `${ARRANGE}/pensioenleeftijd`, textId: 'page.arrange.card.pensionAge' },
  { path: `${ARRANGE}/extra-inleggen`, textId: 'page.arrange.card.extraDeposit' },
  { path: `${ARRANGE}/beleggingskeuze`, textId: 'page.arrange.card.investment' },
  { path: `${ARRANGE}/manier-van-pensioen-opbouwen`, textId: 'page.arrange.card.accrual' },
  { path: `${ARRANGE}/anw-pensioen`, textId: 'page.arrange.card.anw' },
  { path: `${ARRANGE}/netto-pensioen`, textId: 'page.arrange.card.netPension' },
  {
    path: `${ARRANGE}/extra-partnerpensioen`,
    textId: 'page.arrange.card.additionalPartnerPension',
  },
  { path: `${ARRANGE}/pensioenen-samenvoegen`, textId: 'page.arrange.card.combine' },
  { path: `${ARRANGE}/bijna-met-pensioen`, textId: 'page.arrange.card.retiringSoon' },
  { path: `${ARRANGE}/bijna-met-pensioen-gegarandeerd`, textId: 'page.arrange.card.retiringSoon' },
  { path: `${ARRANGE}/bijna-met-pensioen-keuzescherm`, textId: 'page.arrange.card.retiringSoon' },
  { path: `${ARRANGE}/pensioen-kiezen`, textId: 'page.arrange.card.choosePension' },
  { path: `${ARRANGE}/pensioen-kiezen-gegarandeerd`, textId: 'page.arrange.card.choosePension' },
  { path: `${ARRANGE}/pensioen-kiezen-keuzescherm`, textId: 'page.arrange.card.choosePension' },
];

/** The areas with their route's title and flags, from `routes`. */
export function arrangeCardsOf(routes: readonly RouteFact[]): ArrangeCard[] {
  return arrangeAreas.map((area) => {
    const route = routes.find((entry) => entry.path === area.path);
    if (!route) throw new Error(`arrange area ${area.path} is not in the route table`);
    return { ...area, titleId: route.titleId, flags: route.requiredFlags };
  });
}

/** Every flag any card needs. */
export function arrangeFlagsOf(cards: readonly ArrangeCard[]): PermissionFlag[] {
  return [...new Set(cards.flatMap((card) => card.flags))];
}
