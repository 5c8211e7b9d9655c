// The target split of portfolios, shared by the investment-profile PUT (as its
// targetSplitPortfoliosCommand) and changeTargetSplitPortfolios: per portfolio, the funds and their
// target percentages, adding up to 100.
import * as v from 'valibot';
import { refine } from './rules';
import { amount, nonEmptyList, text } from './fields';

/** One portfolio's new targets. */
const portfolioTarget = refine(
  v.looseObject(
    {
      portfolioUid: text(),
      targetSplitCollection: nonEmptyList(
        v.looseObject(
          {
            fundId: text(),
            targetPct: v.pipe(
              amount(0),
              v.maxValue(100, '{field} must be a percentage from 0 to 100'),
            ),
          },
          '{field} must be { fundId, targetPct }',
        ),
      ),
    },
    '{field} must be { portfolioUid, targetSplitCollection }',
  ),
  ({ targetSplitCollection }, refuse) => {
    const total = targetSplitCollection.reduce((sum, target) => sum + target.targetPct, 0);
    if (Math.abs(total - 100) > 0.01)
      refuse(
        ['targetSplitCollection'],
        'INVALID_VALUE',
        `the target percentages add up to ${total}, not 100`,
      );
  },
);

/** `[{ portfolioUid, targetSplitCollection: [{ fundId, targetPct }] }]`, at least one. */
export const portfolioCollection = () => nonEmptyList(portfolioTarget);

/** `{ portfolioCollection }`: a target split command. */
export const targetSplitCommand = () =>
  v.looseObject(
    { portfolioCollection: portfolioCollection() },
    '{field} must be { portfolioCollection }',
  );
