// Every computed permission flag of spec section 6, in the order the user-rights modal lists them.
export const permissionFlagNames = [
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
] as const;

export type PermissionFlagName = (typeof permissionFlagNames)[number];
