// Body of `PUT /plexus/policies/{id}/portfolio-investment-profiles`: spec section 7, "the profile
// plus a targetSplitPortfoliosCommand", for every profile (a lifecycle profile too: the split the
// portfolio starts from; see stub/api/README.md).
import * as v from 'valibot';
import { investmentProfiles } from '../../state/investments';
import { defineBody } from './body-spec';
import { coded } from './fields';
import { targetSplitCommand } from './target-split';

/** `{ investmentProfile, targetSplitPortfoliosCommand: { portfolioCollection } }`. */
export const portfolioInvestmentProfilesBody = defineBody({
  method: 'PUT',
  path: '/plexus/policies/:id/portfolio-investment-profiles',
  policyInPath: true,
  schema: () =>
    v.looseObject({
      investmentProfile: coded(investmentProfiles),
      targetSplitPortfoliosCommand: targetSplitCommand(),
    }),
});
