/**
 * The registry of custom JSON-logic operations. A new operation joins by adding its file and one
 * line here; the engine (`../index.ts`) registers the list once.
 */
import type { LogicOperation } from '../types';
import { addMonthsOperation } from './add-months';
import { addYearsOperation } from './add-years';
import { ageOnOperation } from './age-on';
import { anyWhereOperation } from './any-where';
import { cohabitingAllowedOperation } from './cohabiting-allowed';
import { currencyRoundOperation } from './currency-round';
import { dateOperation } from './date';
import { dateAfterOperation } from './date-after';
import { dateBeforeOperation } from './date-before';
import { dateBetweenOperation } from './date-between';
import { dateMaxYearsAheadOperation } from './date-max-years-ahead';
import { dateNotEarlierOperation } from './date-not-earlier';
import { dateNotFutureOperation } from './date-not-future';
import { dateOnOrBeforeOperation } from './date-on-or-before';
import { dateTwoMonthsAheadOperation } from './date-two-months-ahead';
import { displayDateOperation } from './display-date';
import { isValidBsnOperation } from './is-valid-bsn';
import { lookupOperation } from './lookup';
import { monthsToYmOperation } from './months-to-ym';
import { pickOperation } from './pick';
import { monthsUntilOperation } from './months-until';
import { pensionAgeInRangeOperation } from './pension-age-in-range';
import { rangeLookupOperation } from './range-lookup';
import { sameBsnOperation } from './same-bsn';
import { sameMapOperation } from './same-map';
import { sumByOperation } from './sum-by';
import { todayOperation } from './today';
import { whereInOperation } from './where-in';
import { yearsUntilOperation } from './years-until';
import { ymToMonthsOperation } from './ym-to-months';

/** Every custom operation, in alphabetical order of file. */
export const customOperations: readonly LogicOperation[] = [
  addMonthsOperation,
  addYearsOperation,
  ageOnOperation,
  anyWhereOperation,
  cohabitingAllowedOperation,
  currencyRoundOperation,
  dateOperation,
  dateAfterOperation,
  dateBeforeOperation,
  dateBetweenOperation,
  dateMaxYearsAheadOperation,
  dateNotEarlierOperation,
  dateNotFutureOperation,
  dateOnOrBeforeOperation,
  dateTwoMonthsAheadOperation,
  displayDateOperation,
  isValidBsnOperation,
  lookupOperation,
  monthsToYmOperation,
  monthsUntilOperation,
  pickOperation,
  pensionAgeInRangeOperation,
  rangeLookupOperation,
  sameBsnOperation,
  sameMapOperation,
  sumByOperation,
  todayOperation,
  whereInOperation,
  yearsUntilOperation,
  ymToMonthsOperation,
];
