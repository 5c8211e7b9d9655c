/** `is_valid_bsn`: the BSN eleven-test inside rules. */
import { isValidBsn } from '../../../../validation/bsn';
import type { LogicOperation } from '../types';

/**
 * `{"is_valid_bsn": {"var": "partner.bsn"}}` → true for a valid citizen service number (8 or 9
 * digits, eleven-test, not all zeros). Numbers are read as their digits, so a BSN stored as a
 * number with its leading zero lost still passes; anything else gives false.
 */
export function isValidBsnOp(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && isValidBsn(String(value));
  return typeof value === 'string' && isValidBsn(value);
}

/** The `is_valid_bsn` operation. */
export const isValidBsnOperation: LogicOperation = { name: 'is_valid_bsn', apply: isValidBsnOp };
