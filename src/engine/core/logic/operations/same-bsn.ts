/**
 * `same_bsn`: whether two values name the same citizen service number, compared in their
 * normalised 9-digit form (spec section 5: the partner's BSN must differ from the person's own,
 * and `12345672` is `012345672`). The member's answers are normalised when stored; this also
 * normalises what comes from data (the member's own BSN in `PersonDetails`).
 */
import { isDifferentBsn } from '../../../../validation/bsn';
import type { LogicOperation } from '../types';

/** A BSN as text: numbers (a BSN whose leading zero was lost) as their digits. */
function bsnText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * `{"same_bsn": [{"var": "answers.partner.bsn"}, {"var": "data.PersonDetails…centralRegistration"}]}`
 * → true when both are given and normalise to the same number (values that are no BSN compare
 * as trimmed text); false when either is missing or empty.
 */
export function sameBsnOp(first: unknown, second: unknown): boolean {
  const a = bsnText(first);
  const b = bsnText(second);
  return a !== undefined && b !== undefined && !isDifferentBsn(a, b);
}

/** The `same_bsn` operation. */
export const sameBsnOperation: LogicOperation = { name: 'same_bsn', apply: sameBsnOp };
