/**
 * The computed permission flags of spec section 6, for checking flows while `rules/` does not
 * define them yet; the flow checker prefers the flags `rules/permissions.json` defines.
 */
export const specPermissionFlags: readonly string[] = [
  'hasActivePolicy',
  'hasPensionPolicy',
  'hasExtraDepositPolicy',
  'hasExtraDepositAgreement',
  'hasDefinitivePensionAge',
  'allowExtraDepositChange',
  'allowVisitRetiredSoonPages',
  'allowVisitRetiredSoonComboPages',
  'allowVisitRetiredSoonInvestingPages',
  'allowVisitRetiredSoonGuaranteedPages',
  'allowVisitInvestmentChoicePages',
  'allowVisitWorkLessPage',
  'allowCombinePension',
  'allowVisitStopWorkPage',
  'allowAccrualChange',
  'allowNetPensionChange',
  'allowNetPartnerPensionChange',
  'allowAnwChange',
  'allowAdditionalPartnerPensionChange',
  'allowAdvisorChoices',
];
