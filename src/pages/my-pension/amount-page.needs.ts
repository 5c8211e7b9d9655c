// What the pension amount page asks for on every visit (see home-page.needs.ts).
import type { PageDataNeeds } from '../shared/page-props';

export const amountDataNeeds = (): PageDataNeeds => ({
  queries: ['ProjectionsQuery', 'PersonalPensionAge', 'AgreementDetails', 'PolicyUnitLinkInfo'],
  flags: [],
});
