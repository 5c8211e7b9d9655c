// Every page data hook in one place, for pages that read several queries. The home page imports
// from the query's own module instead, so its chunk carries only the parsers it needs.
import { useParsedQuery } from './use-parsed-query';

export { useAdvisorPermissions, useAdvisors } from './advisor';
export { useAgreement } from './agreement';
export { useCo2 } from './co2';
export { useCoverFrame } from './cover-frame';
export { useAgreementDocuments, useDocuments } from './documents';
export { useEmployment } from './employment';
export { useExtraSavings } from './extra-savings';
export { useFranchise } from './franchise';
export { useMessage, useMessages } from './messages';
export { usePensionInfo } from './pension-info';
export { usePerson } from './person';
export { usePolicy } from './policy';
export { useProjections, useScenario } from './projections';
export { useAllowedFunds, useFundLinks, usePendingTrades, useUnitLink } from './unit-link';
export { useWtpInsured } from './wtp';

const same = <T>(value: T) => value;

export const usePensionAge = () => useParsedQuery('PersonalPensionAge', same);
export const useGlobalParameters = () => useParsedQuery('GlobalParameters', same);
export const useSettings = () => useParsedQuery('Settings', same);
