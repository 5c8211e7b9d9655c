// Body of `PUT /plexus/changeTargetSplitPortfolios/{id}`: a new fund split within free investment.
import * as v from 'valibot';
import { defineBody } from './body-spec';
import { portfolioCollection } from './target-split';

/**
 * `{ portfolioCollection: [{ portfolioUid, targetSplitCollection: [{ fundId, targetPct }] }] }`.
 */
export const changeTargetSplitPortfoliosBody = defineBody({
  method: 'PUT',
  path: '/plexus/changetargetsplitportfolios/:id',
  policyInPath: true,
  schema: () => v.looseObject({ portfolioCollection: portfolioCollection() }),
});
