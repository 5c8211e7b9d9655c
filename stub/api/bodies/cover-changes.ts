// The list of cover changes, shared by CoverChangeEventCommand, createPolicyQuoteDraftCommand and
// calculatePremiumProjections (which asks premiums, so whether the cover is chosen is optional),
// and the health declaration the first two carry when the Anw gap pension is started or raised.
import * as v from 'valibot';
import { amount, nonEmptyList, text, yesNo } from './fields';

/** `[{ coverCode, isSelected, insuredAmount? }]`, at least one. */
export const coverChanges = () =>
  nonEmptyList(
    v.looseObject(
      { coverCode: text(), isSelected: yesNo(), insuredAmount: v.nullish(amount(0)) },
      '{field} must be { coverCode, isSelected, insuredAmount? }',
    ),
  );

/** `[{ coverCode, insuredAmount? }]`, at least one: the covers whose premium is asked. */
export const premiumCovers = () =>
  nonEmptyList(
    v.looseObject(
      { coverCode: text(), insuredAmount: v.nullish(amount(0)) },
      '{field} must be { coverCode, insuredAmount? }',
    ),
  );

/** `{ fullyFit, illLongerThanFourWeeksInPastTwoYears }`, true / false each. */
export const healthDeclaration = () =>
  v.looseObject(
    { fullyFit: yesNo(), illLongerThanFourWeeksInPastTwoYears: yesNo() },
    '{field} must be { fullyFit, illLongerThanFourWeeksInPastTwoYears }',
  );
