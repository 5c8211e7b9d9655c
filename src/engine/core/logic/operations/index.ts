/**
 * The registry of custom JSON-logic operations. A new operation joins by adding its file and one
 * line here; the engine (`../index.ts`) registers the list once.
 */
import type { LogicOperation } from '../types';
import { addMonthsOperation } from './add-months';
import { addYearsOperation } from './add-years';
import { ageOnOperation } from './age-on';
import { anyWhereOperation } from './any-where';
import { currencyRoundOperation } from './currency-round';
import { dateOperation } from './date';
import { dateAfterOperation } from './date-after';
import { dateBeforeOperation } from './date-before';
import { dateBetweenOperation } from './date-between';
import { isValidBsnOperation } from './is-valid-bsn';
import { lookupOperation } from './lookup';
import { monthsToYmOperation } from './months-to-ym';
import { pickOperation } from './pick';
import { rangeLookupOperation } from './range-lookup';
import { sameBsnOperation } from './same-bsn';
import { sameMapOperation } from './same-map';
import { monthsUntilOperation } from './months-until';
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
  currencyRoundOperation,
  dateOperation,
  dateAfterOperation,
  dateBeforeOperation,
  dateBetweenOperation,
  isValidBsnOperation,
  lookupOperation,
  monthsToYmOperation,
  monthsUntilOperation,
  pickOperation,
  rangeLookupOperation,
  sameBsnOperation,
  sameMapOperation,
  sumByOperation,
  todayOperation,
  whereInOperation,
  yearsUntilOperation,
  ymToMonthsOperation,
];
