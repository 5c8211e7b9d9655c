// Names of the codes of spec section 3 (covers, profiles, statuses, …) in the active language.
// A code without a text of its own shows the back end's description, else the code.
import { FormattedMessage } from 'react-intl';

/** Codes that have a message `page.common.<kind>.<code>`. */
export const knownCodes = {
  cover: [
    'OP_DC',
    'OP_GAR',
    'PP_RISK',
    'WZP',
    'PVI',
    'ANW_VOL',
    'EXTRA_PP',
    'NET_OP',
    'NET_PP',
    'EXTRA_DEP',
  ],
  profile: ['Neutral', 'Offensive', 'Defensive', 'FreeInvestment', 'noChoice'],
  returnType: ['Fixed', 'Variable', 'FreeInvestment', 'Unknown'],
  group: ['investment', 'net', 'guaranteed', 'other'],
  paymentType: ['OP', 'PP'],
  marital: ['0', 'U', 'G', 'F', 'E', 'O', 'rp', 'm', 'c'],
  gender: ['M', 'F', 'U', 'NS'],
  language: ['nl', 'en'],
  channel: ['Digital_Communication', 'Local_Print', 'Central_Print'],
  frequency: ['once', 'monthly', 'yearly', 'year', 'month', 'hour'],
  scheme: ['gross', 'net', 'basic', 'extraDeposit'],
  policyStatus: ['REG', 'PAID', 'END', 'PHOL', 'RET', 'DEC', 'DIS', 'SPL', 'LEAV'],
} as const;

export type CodeKind = keyof typeof knownCodes;

/** The message id for a code, if it has one. */
export function codeMessageId(kind: CodeKind, code: string | undefined): string | undefined {
  return code && (knownCodes[kind] as readonly string[]).includes(code)
    ? `page.common.${kind}.${code}`
    : undefined;
}

export interface CodeLabelProps {
  kind: CodeKind;
  code: string | undefined;
  /** Shown for unknown codes (the back end's description). */
  fallback?: string;
}

export function CodeLabel({ kind, code, fallback }: CodeLabelProps) {
  const id = codeMessageId(kind, code);
  if (id) return <FormattedMessage id={id} />;
  return <>{fallback ?? code ?? ''}</>;
}
