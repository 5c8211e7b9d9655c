/** Why a rule decides as it does, for the flow studio: the explained tree and its words. */
export { explainRule, readValues, type RuleExplanation } from './explain-rule';
export {
  statement,
  valueText,
  verdictWords,
  whyText,
  WHY_MESSAGE_IDS,
  WHY_VERDICTS,
  type WhyMessage,
  type WhyPart,
} from './explain-words';
export {
  explainFlow,
  type FieldOutcome,
  type FieldRuleOutcome,
  type FlowOutcome,
  type GuardOutcome,
  type RuleOutcome,
  type StepOutcome,
} from './explain-flow';
